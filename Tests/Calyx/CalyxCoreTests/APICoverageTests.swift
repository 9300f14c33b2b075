@testable import CalyxCore
import Foundation
import ServerKitTestSupport
import Testing

/// Every operation of the Calyx API a person acts through is called by the app (CalyxCore or
/// CalyxUI): a feature is done when it reaches the phone, not when its endpoint passes. The few left
/// out are named here with the reason.
@Suite("The app reaches the whole API")
struct APICoverageTests {
    /// Operations no screen calls, and why.
    static let notTheAppsToCall: [String: String] = [
        "listModeration": "moderators work from the server's console, not the app",
        "moderateComment": "moderators work from the server's console, not the app",
        "unsubscribeEmail": "the one-click link in the weekly email, opened in a browser",
        "deleteMedia": "an upload nothing uses is swept by the server; the app replaces photos instead of deleting them",
        "getStats": "the profile header's counts come with the profile; the stats are for the data export and operators",
    ]

    @Test("every operation is called through the generated client, except the few the app has no business calling")
    func everyOperationIsUsed() throws {
        let document = "Sources/Calyx/CalyxAPI/openapi.yaml"
        #expect(try APICoverage.operations(in: document).count >= 89)
        let unused = try APICoverage.unused(in: document, calledFrom: ["Sources/Calyx/CalyxCore", "Sources/Calyx/CalyxUI"])
        #expect(unused == Set(Self.notTheAppsToCall.keys), "called by nothing in the app: \(unused.subtracting(Self.notTheAppsToCall.keys).sorted())")
    }
}

/// Help & Support says what the app does: its numbers are the app's own.
@Suite("Help & Support")
struct HelpTopicsTests {
    @Test("each question once; the answers' limits are the app's limits")
    func answersMatchTheApp() {
        let questions = HelpTopics.topics.map(\.question)
        #expect(questions.count >= 8 && Set(questions).count == questions.count)
        let answers = HelpTopics.topics.map(\.answer).joined(separator: " ")
        #expect(answers.contains("up to \(SavedFlowerModel.photoLimit) of your own photos"))
        #expect(answers.contains("22:00–08:00"))
        #expect(HelpTopics.contactURL.scheme == "mailto")
    }
}
