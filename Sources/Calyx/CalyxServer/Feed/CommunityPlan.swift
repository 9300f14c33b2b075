import Foundation
import SplitMix64

/// A community of people for the feed benchmark, drawn deterministically: who likes and saves which
/// flowers when, who follows whom, and one public collection each. Pure data, so the seeder only writes.
///
/// Tastes cluster the way a real community's do, so similar-taste neighbours mean something: each
/// person belongs to one of `tastes` groups (a few hundred flowers each, some loved far more than
/// others) and draws most of their flowers from it, the rest from the whole catalogue by popularity.
/// Popular people are followed more (a Zipf law), and activity is spread over `days` days up to now.
struct CommunityPlan: Sendable {
    struct Shape: Sendable {
        var people = 10_000
        var likesPerPerson = 50
        var savesPerPerson = 50
        /// Person 0, the one whose feed is measured, follows this many.
        var followedByViewer = 200
        var followsPerPerson = 20
        var tastes = 40
        var flowersPerTaste = 400
        /// Of a person's flowers, the share drawn from their taste group.
        var fromTaste = 0.7
        /// Of saves, the share in the public catalogue.
        var publicShare = 0.9
        var flowersPerCollection = 5
        var days = 60
        /// Of people, the share who made their catalogue private in Settings: the feed leaves out their
        /// saves, and reads which they are on every page.
        var privateCatalogueShare = 0.05
    }

    struct Save: Sendable {
        let id: UUID
        let person: Int
        let flower: Int
        let at: Int64
        let isPublic: Bool
    }

    struct Like: Sendable {
        let person: Int
        let flower: Int
        let at: Int64
    }

    struct Follow: Sendable {
        let follower: Int
        let followee: Int
        let at: Int64
    }

    struct Collection: Sendable {
        let id: UUID
        let person: Int
        let name: String
        /// Indices into `saves`, in the collection's order.
        let saves: [Int]
        let at: Int64
    }

    let people: [UUID]
    var saves: [Save] = []
    var likes: [Like] = []
    var follows: [Follow] = []
    var collections: [Collection] = []
    /// People (never the viewer, person 0) whose catalogue is private; everyone else's is public.
    var privateCatalogues: Set<Int> = []

    static let collectionNames = [
        "Spring border", "Cutting garden", "Shade corner", "Pollinator patch", "Balcony pots", "Scented evening",
        "Meadow edge", "Winter interest", "Dry garden", "Pond side", "Wedding flowers", "Grandmother's garden",
    ]

    /// Draws the community over `flowerCount` flowers, ending at `now` (microseconds since 1970).
    init(_ shape: Shape, flowerCount: Int, now: Int64, seed: UInt64 = 0x6665_6564) {
        precondition(flowerCount >= shape.likesPerPerson && flowerCount >= shape.savesPerPerson, "too few flowers for the shape")
        var random = SplitMix64(seed: seed)
        people = (0..<shape.people).map { _ in UUID(using: &random) }
        let span = Int64(shape.days) * 86_400 * 1_000_000
        func moment() -> Int64 { now - Int64.random(in: 0..<span, using: &random) }

        // Popularity: a random order of the catalogue, the first far more often than the last.
        let global = ZipfIndex(count: flowerCount, exponent: 1.0)
        let catalogue = Array(0..<flowerCount).shuffled(using: &random)
        let tasteSize = min(shape.flowersPerTaste, flowerCount)
        let inTaste = ZipfIndex(count: tasteSize, exponent: 0.8)
        let tastes = (0..<shape.tastes).map { _ in Array(catalogue.shuffled(using: &random).prefix(tasteSize)) }

        for person in 0..<shape.people {
            let taste = tastes[person % tastes.count]
            func flowers(_ count: Int) -> [Int] {
                var chosen: [Int] = [], seen: Set<Int> = []
                while chosen.count < count {
                    let flower = Double.random(in: 0..<1, using: &random) < shape.fromTaste
                        ? taste[inTaste.draw(&random)] : catalogue[global.draw(&random)]
                    if seen.insert(flower).inserted { chosen.append(flower) }
                }
                return chosen
            }
            for flower in flowers(shape.likesPerPerson) { likes.append(Like(person: person, flower: flower, at: moment())) }
            let first = saves.count
            for flower in flowers(shape.savesPerPerson) {
                let isPublic = Double.random(in: 0..<1, using: &random) < shape.publicShare
                saves.append(Save(id: UUID(using: &random), person: person, flower: flower, at: moment(), isPublic: isPublic))
            }
            let collected = Array(first..<saves.count).filter { saves[$0].isPublic }.prefix(shape.flowersPerCollection)
            if let last = collected.map({ saves[$0].at }).max() {
                collections.append(Collection(
                    id: UUID(using: &random), person: person, name: Self.collectionNames[person % Self.collectionNames.count],
                    saves: Array(collected), at: min(now, last + 60_000_000)
                ))
            }
        }

        // The viewer follows people picked evenly; everyone else favours the popular.
        let popular = ZipfIndex(count: shape.people, exponent: 1.0)
        for person in 0..<shape.people {
            let wanted = min(shape.people - 1, person == 0 ? shape.followedByViewer : shape.followsPerPerson)
            var chosen: Set<Int> = [person]
            while chosen.count <= wanted {
                let other = person == 0 ? Int.random(in: 1..<shape.people, using: &random) : popular.draw(&random)
                if chosen.insert(other).inserted { follows.append(Follow(follower: person, followee: other, at: moment())) }
            }
        }

        // Drawn from a generator of their own, so the activity above stays what earlier runs measured.
        var settingsRandom = SplitMix64(seed: seed ^ 0x7365_7474_696E_6773)
        privateCatalogues = Set((1..<max(1, shape.people)).filter { _ in
            Double.random(in: 0..<1, using: &settingsRandom) < shape.privateCatalogueShare
        })
    }
}

/// Draws indices 0..<count with probability proportional to 1 / (index + 1)^exponent.
private struct ZipfIndex: Sendable {
    private let cumulative: [Double]

    init(count: Int, exponent: Double) {
        var total = 0.0
        cumulative = (0..<count).map { index in
            total += 1 / pow(Double(index + 1), exponent)
            return total
        }
    }

    func draw(_ random: inout SplitMix64) -> Int {
        let target = Double.random(in: 0..<cumulative[cumulative.count - 1], using: &random)
        var low = 0, high = cumulative.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulative[middle] <= target { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension UUID {
    /// A version 4 UUID from `random`, so a plan (this one, the demo community) replays identically.
    init(using random: inout SplitMix64) {
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in stride(from: 0, to: 16, by: 8) {
            var word = random.next()
            for offset in 0..<8 {
                bytes[index + offset] = UInt8(truncatingIfNeeded: word)
                word >>= 8
            }
        }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        self = UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
