import Foundation
import ServerKit
import SplitMix64
import SQLKit

/// The feed's "random discovery" share (§4.1: 10% of Home) when trending has run dry, as on a young
/// server where nothing is trending yet: flowers of the real catalog the person has not met (not
/// saved, liked or opened from a search); first those in bloom this month where they live (or whose
/// bloom the catalog does not give), then the rest, so a winter feed does not end; each group in an
/// order shuffled per person and day and varied by family and colour (one flower of each family
/// before a second of any; within that, one of each main colour before a second).
struct Discovery: Sendable {
    let database: Database

    /// `count` flowers from position `offset` of the viewer's order for the day of `now`.
    func flowers(for viewer: UUID, now: Date, offset: Int, count: Int) async throws -> [UUID] {
        let zone = try await timeZone(of: viewer)
        let month = Self.month(of: now, in: zone, southern: Hemisphere.isSouthern(zone.identifier))
        let salt = Self.salt(viewer: viewer, day: Self.day(of: now, in: zone))
        // A permutation of the flowers' numbers: a multiplier coprime to the prime modulus, and the salt.
        let shuffle: SQLQueryString = "((CAST(f.number AS BIGINT) * 48271 + \(literal: salt)) % 2147483647)"
        let later: SQLQueryString = "CASE WHEN f.bloom_months = 0 OR (f.bloom_months & \(bind: 1 << (month - 1))) <> 0 THEN 0 ELSE 1 END"
        let rows = try await database.sql.raw("""
            SELECT id FROM (
                SELECT id, later, family_round, shuffled,
                    ROW_NUMBER() OVER (PARTITION BY later, family_round, main_colour ORDER BY shuffled) AS colour_round
                FROM (
                    SELECT f.id, \(later) AS later, \(shuffle) AS shuffled, (f.colors & -f.colors) AS main_colour,
                        ROW_NUMBER() OVER (PARTITION BY \(later), f.family_key ORDER BY \(shuffle)) AS family_round
                    FROM flowers f
                    WHERE f.synthetic = \(bind: false)
                        -- NOT EXISTS, not NOT IN: a search's history entry has no flower (NULL), and
                        -- NOT IN over a NULL excludes every row.
                        AND NOT EXISTS (SELECT 1 FROM saved_flowers s WHERE s.user_id = \(bind: viewer) AND s.flower_id = f.id)
                        AND NOT EXISTS (SELECT 1 FROM flower_likes l WHERE l.user_id = \(bind: viewer) AND l.flower_id = f.id)
                        AND NOT EXISTS (SELECT 1 FROM search_history h WHERE h.user_id = \(bind: viewer) AND h.flower_id = f.id)
                ) candidates
            ) ordered
            ORDER BY later, family_round, colour_round, shuffled
            LIMIT \(literal: count) OFFSET \(literal: offset)
            """).all(decoding: Row.self)
        return rows.map(\.id)
    }

    /// The month it is where the person lives, as the catalog's (Northern Hemisphere) bloom months
    /// count it: six months on in the Southern Hemisphere.
    static func month(of date: Date, in zone: TimeZone, southern: Bool) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let local = calendar.component(.month, from: date)
        return southern ? (local + 5) % 12 + 1 : local
    }

    static func day(of date: Date, in zone: TimeZone) -> Int {
        Int((date.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: date))) / 86_400)
    }

    /// A number below the modulus from the viewer and the day: the same order all day, a new one tomorrow.
    static func salt(viewer: UUID, day: Int) -> Int64 {
        var generator = SplitMix64(seed: UInt64(bitPattern: Int64(viewer.hashValueStable)) ^ UInt64(day))
        return Int64(generator.next() % 2_147_483_647)
    }

    private func timeZone(of viewer: UUID) async throws -> TimeZone {
        let row = try await database.sql.raw("SELECT time_zone FROM user_settings WHERE user_id = \(bind: viewer)").first(decoding: Zone.self)
        return NotificationTimeZone.zone(row?.time_zone)
    }

    private struct Row: Decodable { let id: UUID }
    private struct Zone: Decodable { let time_zone: String? }
}

extension UUID {
    /// The first eight bytes as a number, the same on every run (`hashValue` is seeded per process).
    fileprivate var hashValueStable: Int {
        withUnsafeBytes(of: uuid) { bytes in bytes.load(as: Int.self) }
    }
}
