@testable import CalyxCore
import Foundation
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

    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The operation ids the API document declares.
    static func operations() throws -> Set<String> {
        let document = try String(contentsOf: root.appending(path: "Sources/Calyx/CalyxAPI/openapi.yaml"), encoding: .utf8)
        let ids = document.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("operationId:") else { return nil }
            return trimmed.dropFirst("operationId:".count).trimmingCharacters(in: .whitespaces)
        }
        return Set(ids)
    }

    /// Every Swift source of the app's two modules, as one text.
    static func appSources() throws -> String {
        var text = ""
        for folder in ["Sources/Calyx/CalyxCore", "Sources/Calyx/CalyxUI"] {
            let files = FileManager.default.enumerator(at: root.appending(path: folder), includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                if file.pathExtension == "swift" { text += try String(contentsOf: file, encoding: .utf8) }
            }
        }
        return text
    }

    @Test("every operation is called through the generated client, except the few the app has no business calling")
    func everyOperationIsUsed() throws {
        let operations = try Self.operations()
        #expect(operations.count >= 89)
        let sources = try Self.appSources()
        let unused = operations.filter { !sources.contains(".\($0)(") }
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
