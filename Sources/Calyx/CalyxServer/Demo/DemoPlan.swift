import Foundation
import SplitMix64

/// The demo community, drawn deterministically from a seed number: invented people, what they like,
/// save and collect, whom they follow, what they say under which flowers and how they vote. Pure data,
/// so the writer only writes and a test can compare two draws.
///
/// People are indices into `people`; `DemoPlan.dev` stands for the dev sign-in account (a real
/// account: the plan never invents it). Flowers are indices into the species list the plan was drawn
/// over. Times are microseconds since 1970, spread over the last 30 days before `now` and leaning
/// towards the most recent (so trending has a week and a day to rank).
struct DemoPlan: Sendable {
    static let dev = -1

    struct Person: Sendable {
        let id: UUID
        let username: String
        let displayName: String
        let about: String
        /// The avatar's background, `#rrggbb`.
        let colour: String
        let favourite: Int
    }

    struct Save: Sendable { let id: UUID; let person: Int; let flower: Int; let at: Int64; let isPublic: Bool }
    struct Like: Sendable { let person: Int; let flower: Int; let at: Int64 }
    struct Follow: Sendable { let follower: Int; let followee: Int; let at: Int64 }
    struct Collection: Sendable { let id: UUID; let person: Int; let name: String; let description: String; let saves: [Int]; let at: Int64 }
    struct Reaction: Sendable { let collection: Int; let person: Int; let at: Int64 }
    struct Comment: Sendable { let id: UUID; let flower: Int; let author: Int; let parent: Int?; let body: String; let at: Int64 }
    struct Vote: Sendable { let comment: Int; let voter: Int; let value: Int }
    struct Search: Sendable { let id: UUID; let person: Int; let flower: Int?; let query: String; let at: Int64 }

    let seed: UInt64
    var people: [Person] = []
    var saves: [Save] = []
    var likes: [Like] = []
    var follows: [Follow] = []
    var collections: [Collection] = []
    var collectionLikes: [Reaction] = []
    var collectionSaves: [Reaction] = []
    var comments: [Comment] = []
    var votes: [Vote] = []
    var searches: [Search] = []

    static let collectionNames: [(String, String)] = [
        ("Spring border", "What opens first along the path each year."),
        ("Cutting garden", "Grown for the vase on the kitchen table."),
        ("Shade corner", "For the dim side of the house under the old tree."),
        ("Pollinator patch", "Bees and butterflies vote for these every summer."),
        ("Balcony pots", "A small garden four floors up."),
        ("Scented evening", "Sitting outside after work with these nearby."),
        ("Meadow edge", "Letting the rough grass grow with a few friends in it."),
        ("Winter interest", "Something to look at when the rest is asleep."),
        ("Dry garden", "No watering after the first year, mostly."),
        ("Pond side", "Plants that like their feet wet."),
        ("Grandmother's garden", "The flowers I remember from her garden."),
        ("Colour for autumn", "Keeping the garden bright as the days shorten."),
        ("Wild favourites", "Native plants I've learnt to love on walks."),
        ("Window box", "Small, cheerful and easy to look after."),
    ]

    static let colours = ["#2f6f4f", "#7a4fa0", "#b5543c", "#2f5d8a", "#a0782f", "#8a2f5d", "#3c7a8a", "#5d6f2f", "#a04f6f", "#4f4fa0"]

    /// Draws `count` people's community over `species` (the catalog, in a stable order), ending at `now`.
    init(seed: UInt64, species: [FlowerSpecies], count: Int = 300, now: Int64, moderator: WordListModerator) {
        self.seed = seed
        var random = SplitMix64(seed: seed ^ 0x6361_6C79_7864_656D)
        let span: Int64 = 30 * 86_400 * 1_000_000
        func unit() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
        func below(_ bound: Int) -> Int { Int(random.next() % UInt64(max(1, bound))) }
        // Squared: most activity is recent, some weeks old.
        func moment(after earliest: Int64 = 0) -> Int64 {
            let at = now - Int64(unit() * unit() * Double(span))
            return max(at, min(now, earliest + 60_000_000))
        }

        // Popularity: a shuffled catalogue, the first far more often than the last.
        let catalogue = Array(species.indices).shuffled(using: &random)
        func popularFlower() -> Int { catalogue[min(catalogue.count - 1, Int(Double(catalogue.count) * pow(unit(), 2.2)))] }
        func flowers(_ wanted: Int, favourite: Int) -> [Int] {
            var chosen = [favourite], seen: Set<Int> = [favourite]
            while chosen.count < min(wanted, species.count) {
                let flower = popularFlower()
                if seen.insert(flower).inserted { chosen.append(flower) }
            }
            return chosen
        }

        var usernames: Set<String> = []
        for index in 0..<count {
            let (given, family) = DemoNames.draw(&random)
            var username = String((DemoNames.ascii(given) + "_" + DemoNames.ascii(family)).prefix(17))
            if !usernames.insert(username).inserted {
                username += String(index)
                usernames.insert(username)
            }
            let favourite = popularFlower()
            let flowerName = species[favourite].commonNames.first ?? species[favourite].scientificName
            people.append(Person(
                id: UUID(using: &random), username: username, displayName: "\(given) \(family)",
                about: "Demo member, invented for Calyx's demo community. Loves \(flowerName.lowercased()).",
                colour: Self.colours[below(Self.colours.count)], favourite: favourite
            ))
        }

        for person in people.indices {
            for flower in flowers(6 + below(14), favourite: people[person].favourite) {
                likes.append(Like(person: person, flower: flower, at: moment()))
            }
            let first = saves.count
            for flower in flowers(4 + below(9), favourite: people[person].favourite) {
                saves.append(Save(id: UUID(using: &random), person: person, flower: flower, at: moment(), isPublic: unit() < 0.9))
            }
            let publicSaves = Array(first..<saves.count).filter { saves[$0].isPublic }
            if unit() < 0.6, publicSaves.count >= 3 {
                let (name, description) = Self.collectionNames[below(Self.collectionNames.count)]
                let last = publicSaves.map { saves[$0].at }.max() ?? now
                collections.append(Collection(
                    id: UUID(using: &random), person: person, name: name, description: description,
                    saves: Array(publicSaves.prefix(6)), at: moment(after: last)
                ))
            }
            let searched = [people[person].favourite] + flowers(2 + below(3), favourite: people[person].favourite).dropFirst()
            for flower in searched {
                let name = species[flower].commonNames.first ?? species[flower].scientificName
                searches.append(Search(id: UUID(using: &random), person: person, flower: flower, query: name.lowercased(), at: moment()))
            }
        }

        // The dev account's showcase: a few public saves in a collection others like and save.
        let devFlowers = flowers(5, favourite: catalogue[0])
        let devFirst = saves.count
        for flower in devFlowers {
            saves.append(Save(id: UUID(using: &random), person: Self.dev, flower: flower, at: moment(), isPublic: true))
        }
        let devCollection = collections.count
        collections.append(Collection(
            id: UUID(using: &random), person: Self.dev, name: "First finds", description: "Flowers I met on my first day in Calyx.",
            saves: Array(devFirst..<saves.count), at: moment(after: saves[devFirst..<saves.count].map(\.at).max() ?? now)
        ))
        for (query, flower) in [("lavender", nil), ("blue", nil), ("shade", nil)] + devFlowers.prefix(3).map({ (species[$0].commonNames.first ?? species[$0].scientificName, Optional($0)) }) {
            searches.append(Search(id: UUID(using: &random), person: Self.dev, flower: flower, query: query.lowercased(), at: moment()))
        }

        // Follows: popular people are followed more; the dev account follows some and is followed by more.
        let popularPerson = { (random: inout SplitMix64) -> Int in Int(Double(count) * pow(Double(random.next() >> 11) / Double(1 << 53), 2)) }
        for person in people.indices {
            var chosen: Set<Int> = [person]
            for _ in 0..<(5 + below(20)) {
                let other = min(count - 1, popularPerson(&random))
                if chosen.insert(other).inserted { follows.append(Follow(follower: person, followee: other, at: moment())) }
            }
            if person % 4 == 1 { follows.append(Follow(follower: person, followee: Self.dev, at: moment())) }
        }
        var followedByDev: Set<Int> = []
        while followedByDev.count < min(40, count) {
            let other = below(count)
            if followedByDev.insert(other).inserted { follows.append(Follow(follower: Self.dev, followee: other, at: moment())) }
        }

        // Likes and saves of collections, the dev account's among the most liked.
        for collection in collections.indices {
            let owner = collections[collection].person
            let wanted = collection == devCollection ? 30 : below(12)
            var seen: Set<Int> = [owner]
            for _ in 0..<wanted {
                let person = below(count)
                guard seen.insert(person).inserted else { continue }
                let at = moment(after: collections[collection].at)
                collectionLikes.append(Reaction(collection: collection, person: person, at: at))
                if unit() < 0.3 { collectionSaves.append(Reaction(collection: collection, person: person, at: at)) }
            }
        }

        // Conversations under the most popular flowers, written from each flower's own facts.
        var discussed: [Int] = []
        for flower in catalogue where discussed.count < 80 { discussed.append(flower) }
        for flower in discussed {
            let remarks = DemoRemarks(species: species[flower], moderator: moderator)
            let said = remarks.comments.shuffled(using: &random).prefix(2 + below(5))
            let answers = remarks.replies
            for body in said {
                let thread = comments.count
                let at = moment()
                comments.append(Comment(id: UUID(using: &random), flower: flower, author: below(count), parent: nil, body: body, at: at))
                for reply in answers.shuffled(using: &random).prefix(below(4)) {
                    // Someone other than the thread's author answers.
                    let author = (comments[thread].author + 1 + below(count - 1)) % count
                    comments.append(Comment(
                        id: UUID(using: &random), flower: flower, author: author, parent: thread, body: reply, at: moment(after: at)
                    ))
                }
            }
        }
        // The dev account's own comment, answered and upvoted, so its inbox has replies and a milestone.
        let devRemarks = DemoRemarks(species: species[catalogue[0]], moderator: moderator)
        if let body = devRemarks.comments.first {
            let thread = comments.count
            let at = moment()
            comments.append(Comment(id: UUID(using: &random), flower: catalogue[0], author: Self.dev, parent: nil, body: body, at: at))
            for reply in devRemarks.replies.prefix(4) {
                comments.append(Comment(id: UUID(using: &random), flower: catalogue[0], author: below(count), parent: thread, body: reply, at: moment(after: at)))
            }
            var voters: Set<Int> = []
            while voters.count < 12 { voters.insert(below(count)) }
            for voter in voters.sorted() { votes.append(Vote(comment: thread, voter: voter, value: 1)) }
        }
        for comment in comments.indices where comments[comment].author != Self.dev {
            var voters: Set<Int> = [comments[comment].author]
            for _ in 0..<below(10) {
                let voter = below(count)
                if voters.insert(voter).inserted { votes.append(Vote(comment: comment, voter: voter, value: unit() < 0.06 ? -1 : 1)) }
            }
        }
    }
}
