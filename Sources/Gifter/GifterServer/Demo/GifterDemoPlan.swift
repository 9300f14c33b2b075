import Foundation
import SplitMix64

/// Everything Gifter's demo will write, drawn from one seed before anything is written: who are
/// friends and who only asked, their ids, when things happened (as offsets from now, so a run on any
/// day has occasions in the coming weeks), and what each wishes for. The same seed, catalog and day
/// give the same plan.
struct GifterDemoPlan: Sendable, Equatable {
    enum Role: String, Sendable { case friend, requester }

    struct Person: Sendable, Equatable {
        let id: UUID
        let role: Role
        let persona: Int
        /// How long ago they joined Gifter (and, for a friend, became Alice's friend), in days.
        let joinedDaysAgo: Int
        /// The built-in lists, General, Home and Wardrobe.
        let listIDs: [UUID]
        let wishes: [Wish]
        let birthday: Occasion
        /// The other date Alice keeps for them (their `alsoCelebrates`), if any.
        let other: Occasion?
        /// A requester's request to Alice, sent this many hours ago.
        let requestID: UUID?
        let requestHoursAgo: Int
    }

    struct Wish: Sendable, Equatable {
        let productID: String
        /// Index into `Wishlists.builtIn`.
        let list: Int
        let addedHoursAgo: Int
    }

    struct Occasion: Sendable, Equatable {
        /// Alice's occasion for them, and (birthdays only) their own.
        let ids: [UUID]
        let kind: OccasionKind
        /// Days from Alice's today to its next date.
        let daysAhead: Int
        /// The year it first happened (a birth year, a wedding year); a one-off's own year is its date's.
        let firstYear: Int?
    }

    let people: [Person]

    static let friendCount = 8
    static let requesterCount = 2

    /// `wishlistFor` answers the products a persona would wish for, best first (the concierge's picks).
    init(seed: UInt64, wishlistFor: (DemoPersona) -> [(id: String, tags: [String])]) {
        var random = SplitMix64(seed: seed)
        let order = Self.shuffled(Array(DemoPersona.all.indices), &random)
        // Birthdays spread over the next six weeks, no two on one day.
        let birthdayDays = Self.shuffled(Array(2...44), &random).prefix(Self.friendCount + Self.requesterCount)
        var people: [Person] = []
        for (slot, personaIndex) in order.prefix(Self.friendCount + Self.requesterCount).enumerated() {
            let persona = DemoPersona.all[personaIndex]
            let role: Role = slot < Self.friendCount ? .friend : .requester
            let id = Self.uuid(&random)
            let listIDs = (0..<3).map { _ in Self.uuid(&random) }
            let picks = Self.shuffled(Array(wishlistFor(persona).prefix(12)), &random).prefix(4 + Int(random.next() % 3))
            let wishes = picks.map { Wish(productID: $0.id, list: Self.list(for: $0.tags), addedHoursAgo: 2 + Int(random.next() % 2000)) }
            let birthday = Occasion(
                ids: [Self.uuid(&random), Self.uuid(&random)], kind: .birthday, daysAhead: birthdayDays[birthdayDays.startIndex + slot],
                firstYear: 1968 + Int(random.next() % 36)
            )
            var other: Occasion?
            if role == .friend, let kind = persona.alsoCelebrates {
                let recurring = kind == .anniversary
                other = Occasion(
                    ids: [Self.uuid(&random)], kind: kind, daysAhead: 5 + Int(random.next() % 50),
                    firstYear: recurring ? 2008 + Int(random.next() % 15) : nil
                )
            }
            let requestID = role == .requester ? Self.uuid(&random) : nil
            people.append(Person(
                id: id, role: role, persona: personaIndex, joinedDaysAgo: 30 + Int(random.next() % 900), listIDs: listIDs, wishes: wishes,
                birthday: birthday, other: other, requestID: requestID, requestHoursAgo: 1 + Int(random.next() % 70)
            ))
        }
        self.people = people
    }

    /// Home for things for the home, Wardrobe for things to wear, General for the rest.
    static func list(for tags: [String]) -> Int {
        if !Set(tags).isDisjoint(with: ["home-decor", "candles", "ceramics", "plants", "textiles"]) { return 1 }
        if !Set(tags).isDisjoint(with: ["fashion", "jewellery"]) { return 2 }
        return 0
    }

    /// Fisher–Yates with our own generator: the same order on every platform and Swift version.
    static func shuffled<T>(_ items: [T], _ random: inout SplitMix64) -> [T] {
        var items = items
        guard items.count > 1 else { return items }
        for i in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(i, Int(random.next() % UInt64(i + 1)))
        }
        return items
    }

    /// A version 4 UUID from the generator, so ids repeat with the seed.
    static func uuid(_ random: inout SplitMix64) -> UUID {
        var bytes = [UInt8](repeating: 0, count: 16)
        for half in 0..<2 {
            let value = random.next()
            for i in 0..<8 { bytes[half * 8 + i] = UInt8(truncatingIfNeeded: value >> (8 * i)) }
        }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
    }
}
