import Foundation
import ServerKitTestSupport
import Testing

/// Every operation of the Gifter API is called by the app (GifterCore or GifterUI): a feature the
/// server has and the phone cannot reach is not a feature.
@Suite("The Gifter app reaches the whole API")
struct GifterAPICoverageTests {
    @Test("every operation is called through the generated client")
    func everyOperationIsUsed() throws {
        let document = "Sources/Gifter/GifterAPI/openapi.yaml"
        #expect(try APICoverage.operations(in: document).count >= 52)
        let unused = try APICoverage.unused(in: document, calledFrom: ["Sources/Gifter/GifterCore", "Sources/Gifter/GifterUI"])
        #expect(unused.isEmpty, "called by nothing in the app: \(unused.sorted())")
    }
}
