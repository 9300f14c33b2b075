import Foundation
import ServerKit
import SQLKit

/// Who may use the console (`CALYX_MODERATORS`) and where their sign-in links go: the address given
/// there, else their account's email.
struct ConsoleModerators: Sendable {
    let database: Database
    let configuration: CommunityConfiguration

    func isModerator(_ user: UUID) -> Bool {
        configuration.moderators.contains(user)
    }

    /// The moderator whose address is `address` (letter case aside), if any, with the address as
    /// configured or stored: the link goes there, not to whatever spelling the form was given.
    func moderator(withAddress address: String) async throws -> (id: UUID, address: String)? {
        let wanted = address.lowercased()
        if let configured = configuration.moderatorAddresses.first(where: { $0.value.lowercased() == wanted }) {
            return (configured.key, configured.value)
        }
        let unaddressed = configuration.moderators.filter { configuration.moderatorAddresses[$0] == nil }
        guard !unaddressed.isEmpty else { return nil }
        let rows = try await database.sql.raw("""
            SELECT id, email FROM users WHERE id IN (\(binds: Array(unaddressed))) AND email IS NOT NULL
            """).all(decoding: Row.self)
        return rows.first { $0.email.lowercased() == wanted }.map { ($0.id, $0.email) }
    }

    /// Display names of `people`, for the queue and the log.
    func names(_ people: [UUID]) async throws -> [UUID: String] {
        let ids = Array(Set(people))
        guard !ids.isEmpty else { return [:] }
        let rows = try await database.sql.raw("SELECT id, display_name FROM users WHERE id IN (\(binds: ids))").all(decoding: NameRow.self)
        return Dictionary(rows.map { ($0.id, $0.display_name) }) { first, _ in first }
    }

    private struct Row: Decodable {
        let id: UUID
        let email: String
    }

    private struct NameRow: Decodable {
        let id: UUID
        let display_name: String
    }
}
