import CalyxAPI
import Foundation
import HTTPTypes
import HummingbirdTesting
import Identity
import ServerKit
import ServerKitTestSupport
import Testing
import Yams

/// The API document and the server state the same rules: every text pattern of `openapi.yaml` accepts
/// exactly the characters `PlainText` accepts, declared fields may not be `null`, and cursors and
/// limits are what the parameters say.
@Suite("Calyx API contract")
struct ContractTests {
    static func document() -> [String: Any] {
        let text = String(decoding: (try? CalyxAPIDocument.yaml()) ?? Data(), as: UTF8.self)
        return ((try? Yams.load(yaml: text)) as? [String: Any]) ?? [:]
    }

    static func schema(_ path: String, in document: [String: Any] = document()) -> [String: Any] {
        var node: Any = document
        for key in path.split(separator: "/") { node = (node as? [String: Any])?[String(key)] ?? [:] }
        return node as? [String: Any] ?? [:]
    }

    /// Text fields: where their schema is in the document, and which `PlainText` rule the server applies.
    static let fields: [(path: String, lines: PlainText.Lines, required: Bool)] = [
        ("components/schemas/CommentText", .many, true),
        ("components/schemas/CollectionName", .one, true),
        ("components/schemas/DisplayName", .one, true),
        ("components/schemas/ProfileUpdate/properties/about", .one, false),
        ("components/schemas/SavedUpdate/properties/notes", .many, false),
        ("components/schemas/SavedUpdate/properties/tags/items", .one, true),
        ("components/schemas/CollectionCreate/properties/description", .many, false),
        ("components/schemas/CollectionUpdate/properties/description", .many, false),
        ("components/schemas/ScentNoteRequest/properties/note", .many, true),
        ("components/schemas/ReportRequest/properties/detail", .many, false),
    ]

    @Test("each text pattern accepts exactly what the server accepts, for every character of the Basic Multilingual Plane")
    func patternsAgree() throws {
        let document = Self.document()
        for field in Self.fields {
            let schema = Self.schema(field.path, in: document)
            let pattern = try #require(schema["pattern"] as? String, "\(field.path) has a pattern")
            let maxLength = try #require(schema["maxLength"] as? Int, "\(field.path) has a maxLength")
            let regex = try NSRegularExpression(pattern: pattern)
            func documentAccepts(_ text: String) -> Bool {
                regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            }
            func serverAccepts(_ text: String) -> Bool {
                var validation = Validation()
                PlainText.check(text, field: "x", maxLength: maxLength, lines: field.lines, required: field.required, into: &validation)
                return validation.isValid
            }
            var disagreements: [String] = []
            for value in 0...0xFFFF where !(0xD800...0xDFFF).contains(value) {
                let scalar = String(Unicode.Scalar(UInt32(value))!)
                for text in [scalar, "a\(scalar)b"] where documentAccepts(text) != serverAccepts(text) {
                    disagreements.append(String(format: "U+%04X in %@", value, text.count == 1 ? "alone" : "a word"))
                }
            }
            #expect(disagreements.isEmpty, "\(field.path): \(disagreements.prefix(10))")
            #expect(documentAccepts("") == serverAccepts("") && documentAccepts("  ") == serverAccepts("  "))
        }
    }

    @Test("lengths count code points, as the document's maxLength does: zalgo text over the limit is refused")
    func lengths() {
        let zalgo = String(repeating: "e\u{301}\u{302}", count: 30)  // 30 characters on screen, 90 code points
        var validation = Validation()
        PlainText.check(zalgo, field: "about", maxLength: 80, lines: .one, required: false, into: &validation)
        #expect(!validation.isValid)
        #expect(CalyxLimits.length(of: zalgo) == 90)
    }

    @Test("paging parameters say what the server enforces")
    func paging() {
        let limit = Self.schema("components/parameters/Limit/schema")
        #expect(limit["minimum"] as? Int == PageRequest.limitRange.lowerBound && limit["maximum"] as? Int == PageRequest.limitRange.upperBound)
        #expect(limit["default"] as? Int == PageRequest.defaultLimit)
        #expect(Self.schema("components/parameters/Cursor/schema")["pattern"] as? String == CursorCodec.pattern)
    }

    @Test("the deletion confirmation's pattern is the shape the server checks before anything else")
    func confirmationToken() throws {
        let paths = try #require(Self.document()["paths"] as? [String: Any])
        let operation = try #require((paths["/user/account"] as? [String: Any])?["delete"] as? [String: Any])
        let parameters = try #require(operation["parameters"] as? [[String: Any]])
        let header = try #require(parameters.first { $0["name"] as? String == "Confirmation-Token" })
        #expect((header["schema"] as? [String: Any])?["pattern"] as? String == AccountDeletionConfirmations.pattern)
    }

    @Test("every operation's JSON body fields are found in the document")
    func bodyFields() throws {
        let fields = try OpenAPIBodyFields.read(try CalyxAPIDocument.yaml())
        #expect(fields["POST /collections"] == ["name", "description", "isPublic", "coverFlowerId"])
        #expect(fields["PUT /user/profile"] == ["displayName", "about", "photoId"])
        #expect(fields["POST /flowers/{flowerId}/comments"] == ["text", "parentId", "photoId"])
        #expect(fields["POST /media"] == nil, "a photo is not JSON")
        let preferences = try #require(fields["PUT /user/preferences"])
        #expect(preferences.isSuperset(of: ["notificationKinds", "notificationKinds.follow", "notificationKinds.follow.push"]))
    }

    @Test("null for a declared field is a 400 naming it; undeclared fields are ignored whatever they hold")
    func nulls() async throws {
        try await CalyxHarness.run { calyx in
            let token = try await calyx.devSignIn("ann").accessToken
            func post(_ body: String) async throws -> TestClient.Response {
                try await calyx.raw.execute(.init(
                    "/calyx/v1/collections", method: .post, headers: [.contentType: "application/json", .authorization: "Bearer \(token)"],
                    body: body.buffer
                ))
            }
            let refused = try await post(#"{"name":"Garden","coverFlowerId":null}"#)
            #expect(refused.status == .badRequest && refused.problem?.errors?.first?.field == "coverFlowerId")
            #expect(try await post(#"{"name":"Garden","whatever":null,"more":{"x":null}}"#).status == .created)
            #expect(try await post(#"{"name":"Garden"}"#).status == .created)

            // Nested: schemathesis found `{"notificationKinds":{"follow":null}}` taken as "unchanged".
            let before = try await calyx.client(token: token).getSettings().ok.body.json
            let nested = try await calyx.raw.execute(.init(
                "/calyx/v1/user/preferences", method: .put, headers: [.contentType: "application/json", .authorization: "Bearer \(token)"],
                body: #"{"emailNotifications":true,"notificationKinds":{"collectionLike":{"push":false},"follow":null}}"#.buffer
            ))
            #expect(nested.status == .badRequest && nested.problem?.errors?.first?.field == "notificationKinds.follow")
            #expect(try await calyx.client(token: token).getSettings().ok.body.json == before, "a refused body changes nothing")
        }
    }
}
