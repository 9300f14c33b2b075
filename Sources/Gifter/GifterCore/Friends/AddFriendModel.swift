import ClientKit
import Foundation
import GifterAPI
import Observation

/// "Add a friend" (from Find): an email or a username, checked here as the server checks it, sent as
/// a request; the answer is the same whoever has an account, so typing an address learns nothing.
/// Beside it, an invitation link (`createFriendInvite`) for the share sheet, for someone not on Gifter
/// yet: made once for this screen and reused while it works.
@MainActor @Observable
public final class AddFriendModel {
    public static var title: String { GifterCopy[.addFriendTitle] }
    public static var body: String { GifterCopy[.addFriendBody] }
    public static var fieldLabel: String { GifterCopy[.addFriendField] }
    public static var sendButton: String { GifterCopy[.addFriendSend] }
    public static var sentLine: String { GifterCopy[.addFriendSent] }
    public static var inviteTitle: String { GifterCopy[.addFriendInviteTitle] }
    public static var inviteBody: String { GifterCopy[.addFriendInviteBody] }
    public static var inviteButton: String { GifterCopy[.addFriendInviteButton] }
    /// The share sheet's subject and message; the link travels as its own item.
    public static var inviteSubject: String { GifterCopy[.addFriendInviteSubject] }
    public static var inviteMessage: String { GifterCopy[.addFriendInviteMessage] }

    public var address = ""
    public private(set) var isSending = false
    /// After a send: always `sentLine` when the server took it, whoever the address belongs to.
    public private(set) var sent: String?
    /// The line under the field when the address cannot be sent (not an address, or no connection).
    public private(set) var problem: String?
    /// The invitation to share, once made.
    public private(set) var invite: Components.Schemas.FriendInvite?
    public private(set) var isMakingInvite = false
    /// Why no invitation could be made (no connection, the server).
    public private(set) var inviteProblem: String?

    private let client: GifterClient
    private let now: @Sendable () -> Date

    public init(client: GifterClient, now: @escaping @Sendable () -> Date = { Date() }) {
        self.client = client
        self.now = now
    }

    /// Whether the typed text is an email or a username by the server's rules (`Friends.key`).
    public var canSend: Bool { !isSending && Self.isAddress(address) }

    public func send() async {
        let text = address.trimmingCharacters(in: .whitespacesAndNewlines)
        sent = nil
        guard Self.isAddress(text) else {
            problem = GifterCopy[.addFriendInvalid]
            return
        }
        isSending = true
        defer { isSending = false }
        do {
            switch try await client.api.requestFriend(body: .json(.init(to: text))) {
            case .accepted:
                // The server's own notice says the same, but the words are the app's, in its catalog.
                sent = Self.sentLine
                problem = nil
                address = ""
            case .default(_, let response):
                problem = GifterErrorCopy.line(for: try? response.body.applicationProblemJson)
            }
        } catch {
            problem = GifterErrorCopy.line(forActionFailure: error)
        }
    }

    /// The link to share: the one this screen made while it still works, else a new one.
    @discardableResult
    public func prepareInvite() async -> URL? {
        if let invite, invite.expiresAt > now(), let url = URL(string: invite.link) { return url }
        isMakingInvite = true
        defer { isMakingInvite = false }
        do {
            let made = try await client.api.createFriendInvite().created.body.json
            invite = made
            inviteProblem = nil
            return URL(string: made.link)
        } catch {
            inviteProblem = GifterErrorCopy.line(forActionFailure: error)
            return nil
        }
    }

    /// The link ready to share now (nil until made, or once it has run out).
    public var inviteURL: URL? {
        guard let invite, invite.expiresAt > now() else { return nil }
        return URL(string: invite.link)
    }

    /// The server's rule for what a request may name (`Friends.key`): an email address (one `@`, 1–64
    /// characters before it, two or more dot-joined labels after it, no white space or control
    /// characters, counted in Unicode scalars as the server counts them), or a username of 3–30 ASCII
    /// letters, digits, `_` and `.`, with or without a leading `@`.
    static func isAddress(_ raw: String) -> Bool {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (3...254).contains(text.unicodeScalars.count) else { return false }
        if text.contains("@"), !text.hasPrefix("@") {
            let parts = text.unicodeScalars.split(separator: "@", omittingEmptySubsequences: false)
            guard parts.count == 2, (1...64).contains(parts[0].count), parts[0].allSatisfy(isAddressScalar) else { return false }
            let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
            return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty && $0.allSatisfy(isAddressScalar) }
        }
        let name = text.hasPrefix("@") ? text.dropFirst() : Substring(text)
        return (3...30).contains(name.count) && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
    }

    /// Not `@`, white space, a control character or a zero-width no-break space.
    private static func isAddressScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "@" && scalar.value != 0xFEFF && !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
    }
}
