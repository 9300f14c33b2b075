import Foundation
import ServerKitTestSupport
import Testing

/// Every operation of the Couples API a person acts through is called by the app (CouplesCore or
/// CouplesUI); the ones left out are named with the reason.
@Suite("The Couples app reaches the whole API")
struct CouplesAPICoverageTests {
    static let notTheAppsToCall: [String: String] = [
        "receiveStoreNotification": "App Store Server Notifications: called by Apple, server to server",
    ]

    @Test("every operation is called through the generated client, except Apple's own")
    func everyOperationIsUsed() throws {
        let document = "Sources/Couples/CouplesAPI/openapi.yaml"
        #expect(try APICoverage.operations(in: document).count >= 31)
        let unused = try APICoverage.unused(in: document, calledFrom: ["Sources/Couples/CouplesCore", "Sources/Couples/CouplesUI"])
        #expect(unused == Set(Self.notTheAppsToCall.keys), "called by nothing in the app: \(unused.subtracting(Self.notTheAppsToCall.keys).sorted())")
    }
}
