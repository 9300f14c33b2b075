import Foundation
import ServerKit

/// Whom something is about: you, a gifting profile you keep, or a friend on Gifter. Written
/// `self`, `profile:<uuid>`, `friend:<uuid>` in paths, queries and the `person` columns.
public enum PersonRef: Sendable, Hashable, CustomStringConvertible {
    case me
    case profile(UUID)
    case friend(UUID)

    public init?(_ text: String) {
        if text == "self" {
            self = .me
            return
        }
        let parts = text.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, let id = UUID(uuidString: String(parts[1])) else { return nil }
        switch parts[0] {
        case "profile": self = .profile(id)
        case "friend": self = .friend(id)
        default: return nil
        }
    }

    /// Parses a request's value; a malformed one is a 400 on `field`.
    static func parse(_ text: String, field: String) throws(Problem) -> PersonRef {
        guard let person = PersonRef(text) else { throw Problem.invalidField(field, "must be self, profile:<uuid> or friend:<uuid>") }
        return person
    }

    public var description: String {
        switch self {
        case .me: "self"
        case .profile(let id): "profile:\(id.apiString)"
        case .friend(let id): "friend:\(id.apiString)"
        }
    }
}
