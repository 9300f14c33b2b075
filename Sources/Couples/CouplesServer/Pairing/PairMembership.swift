import Foundation
import ServerKit
import SQLKit

/// A person's place in their pair: the pair, the partner, both time zones and both keys.
struct PairMembership: Sendable, Equatable {
    let pairID: UUID
    let pairedAt: Date
    let me: Member
    let partner: Member

    struct Member: Sendable, Equatable {
        let id: UUID
        let displayName: String
        let timeZone: String
        let pairingKey: String
        let currentKey: String
        let wrappedKey: String?
        let wrappedBy: String?
        let rekeyKey: String?
        let rekeyAt: Date?
    }

    /// Both partners' zones, for the pair's calendar.
    var zones: [TimeZone] { [me, partner].map { TimeZone(identifier: $0.timeZone) ?? .gmt } }

    /// The pair `person` is in, if any.
    static func pairID(of person: UUID, _ db: any SQLDatabase) async throws -> UUID? {
        try await db.raw("SELECT pair_id FROM pair_members WHERE account_id = \(bind: person)").first(decoding: PairIDRow.self)?.pair_id
    }

    /// `person`'s membership, or nil when they are not paired.
    static func of(_ person: UUID, _ db: any SQLDatabase) async throws -> PairMembership? {
        let rows = try await db.raw("""
            SELECT m.account_id, m.pair_id, m.pairing_key, m.current_key, m.wrapped_key, m.wrapped_by, m.rekey_key, m.rekey_us,
                   p.created_us, u.display_name, COALESCE(pe.time_zone, \(bind: PeopleDirectory.defaultTimeZone)) AS time_zone
            FROM pair_members m
            JOIN pairs p ON p.id = m.pair_id
            JOIN users u ON u.id = m.account_id
            LEFT JOIN people pe ON pe.account_id = m.account_id
            WHERE m.pair_id = (SELECT pair_id FROM pair_members WHERE account_id = \(bind: person))
            """).all(decoding: Row.self)
        guard rows.count == 2, let mine = rows.first(where: { $0.account_id == person }),
              let theirs = rows.first(where: { $0.account_id != person })
        else { return nil }
        return PairMembership(pairID: mine.pair_id, pairedAt: TimestampKey.date(micros: mine.created_us), me: mine.member, partner: theirs.member)
    }

    /// `of`, or the `not-paired` problem.
    static func required(_ person: UUID, _ db: any SQLDatabase) async throws -> PairMembership {
        guard let membership = try await of(person, db) else { throw Problem.notPaired() }
        return membership
    }

    private struct PairIDRow: Decodable { let pair_id: UUID }

    private struct Row: Decodable {
        let account_id: UUID
        let pair_id: UUID
        let pairing_key: String
        let current_key: String
        let wrapped_key: String?
        let wrapped_by: String?
        let rekey_key: String?
        let rekey_us: Int64?
        let created_us: Int64
        let display_name: String
        let time_zone: String

        var member: Member {
            Member(
                id: account_id, displayName: display_name, timeZone: time_zone, pairingKey: pairing_key, currentKey: current_key,
                wrappedKey: wrapped_key, wrappedBy: wrapped_by, rekeyKey: rekey_key, rekeyAt: rekey_us.map(TimestampKey.date(micros:))
            )
        }
    }
}
