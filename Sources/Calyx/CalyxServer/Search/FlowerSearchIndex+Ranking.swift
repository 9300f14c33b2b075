/// The ranking `TextSearchRanking` and `FlowerSearch` ask the database for, computed from the index.
///
/// `FlowerRanking.score`'s `CASE` gives each matching flower the first tier whose test it passes, plus
/// `sharedRoot` when its genus or family begins with the query's root. Tiers are 10 apart and the
/// bonus is 5, so the order is: tier by tier, those with the bonus and then those without, each group
/// alphabetically (by position). Rather than testing every match against every `LIKE`, each tier's
/// flowers are looked up in a sorted table, tier by tier, until the page is full.
extension FlowerSearchIndex {
    /// Up to `limit` matches of `words` (`q` joined) under `filters`, in `sort`'s order (relevance or
    /// alphabetical), after `after` as `FlowerSearch.ordering` continues: what the database's
    /// `… WHERE continuation ORDER BY order LIMIT limit` returns. `among`, when given, stands for the
    /// matches: those flowers are ranked, whatever their text (autocomplete's candidates).
    func rank(
        _ words: [String], q: String, filters: FlowerFilters, sort: FlowerSort, after: FlowerSearch.Position?, limit: Int,
        among candidates: FlowerBitSet? = nil
    ) -> [FlowerSearch.Ranked] {
        let matches = candidates ?? everything.matchingAll(words)
        let filter = FlowerIndexFilters(filters, in: self)
        guard sort == .relevance else {
            var start = 0
            if let after, let key = after.key { start = position(after: key, number: after.number) }
            var ranked: [FlowerSearch.Ranked] = []
            walk(matches, from: start) { i in
                if filter.admits(i, in: self) { ranked.append(FlowerSearch.Ranked(number: numbers[i], score: 0)) }
                return ranked.count < limit
            }
            return ranked
        }
        var page = RelevancePage(limit: limit)
        if let after, let score = after.score, let key = after.key { page.cursor = (score, position(after: key, number: after.number)) }
        let query = Array(q.utf8)
        let namesMatch = names.matchingAll(words)
        // The bonus: the genus or the family begins with the query's root.
        var shared = FlowerBitSet(count: count)
        if let root = FlowerRanking.root(of: q).map({ Array($0.utf8) }) {
            for k in range(of: root, in: scientificOrder, texts: scientificKeys) { shared.insert(Int(scientificOrder[k])) }
            for k in range(of: root, in: familyOrder, texts: familyKeys) { shared.insert(Int(familyOrder[k])) }
        }
        var placed = FlowerBitSet(count: count)
        // Adds a tier's flowers not placed in a higher one; false once the page is full.
        func tier(_ score: Int, byName: Bool, _ candidates: (inout FlowerBitSet) -> Void) -> Bool {
            var members = FlowerBitSet(count: count)
            candidates(&members)
            var withBonus: [Int] = [], without: [Int] = []
            walk(members, from: 0) { i in
                guard matches.contains(i), !placed.contains(i), !byName || namesMatch.contains(i), filter.admits(i, in: self) else { return true }
                placed.insert(i)
                if shared.contains(i) { withBonus.append(i) } else { without.append(i) }
                return true
            }
            page.add(withBonus, score: score + FlowerRanking.sharedRoot, numbers: numbers)
            page.add(without, score: score, numbers: numbers)
            return !page.isFull
        }
        let exact = range(ofNameKey: query, prefix: false), starting = range(ofNameKey: query, prefix: true)
        guard tier(FlowerRanking.exactName, byName: true, { for i in exact { $0.insert(i) } }),
              tier(FlowerRanking.exactOtherName, byName: true, { nameParts.insert(equalTo: query, into: &$0) }),
              tier(FlowerRanking.headNoun, byName: true, { nameKeyEndings.insert(equalTo: query, into: &$0) }),
              tier(FlowerRanking.otherHeadNoun, byName: true, { commonNameEndings.insert(equalTo: query, into: &$0) }),
              tier(FlowerRanking.namePrefix, byName: true, { for i in starting { $0.insert(i) } }),
              tier(FlowerRanking.otherNamePrefix, byName: true, { nameParts.insert(withPrefix: query, into: &$0) }),
              tier(FlowerRanking.wordPrefix, byName: true, { nameEndings.insert(withPrefix: query, into: &$0) }),
              tier(FlowerRanking.family, byName: false, { for k in range(of: query, in: familyOrder, texts: familyKeys) { $0.insert(Int(familyOrder[k])) } }),
              tier(FlowerRanking.other, byName: false, { $0 = shared })
        else { return page.ranked }
        // Every other match scores exactly `other` without the bonus: the rest, alphabetically.
        var rest: [Int] = []
        walk(matches, from: page.start(forScore: FlowerRanking.other) ?? count) { i in
            if !placed.contains(i), filter.admits(i, in: self) { rest.append(i) }
            return page.ranked.count + rest.count < limit
        }
        page.add(rest, score: FlowerRanking.other, numbers: numbers)
        return page.ranked
    }

    private func walk(_ set: FlowerBitSet, from start: Int, _ body: (Int) -> Bool) {
        set.forEach(from: start, body)
    }

    /// Positions whose `name_key` equals, or begins with, `key`: a range, as positions are in key order.
    func range(ofNameKey key: [UInt8], prefix: Bool) -> Range<Int> {
        func lowerBound(_ target: [UInt8]) -> Int {
            target.withUnsafeBufferPointer { target in
                Bisection.partition(count) { nameKeys.withText($0) { ByteText.precedes($0, target) } }
            }
        }
        return lowerBound(key)..<lowerBound(key + [prefix ? 0xFF : 0x00])
    }
}

/// A relevance page being filled: groups of equal score arrive best first, each alphabetical.
struct RelevancePage {
    let limit: Int
    /// A keyset position: flowers scoring less, or as much and from this position on.
    var cursor: (score: Int, start: Int)?
    private(set) var ranked: [FlowerSearch.Ranked] = []

    init(limit: Int) {
        self.limit = limit
    }

    var isFull: Bool { ranked.count >= limit }

    /// Where a group of `score` begins after the cursor; nil when it lies wholly before it.
    func start(forScore score: Int) -> Int? {
        guard let cursor else { return 0 }
        return score < cursor.score ? 0 : score == cursor.score ? cursor.start : nil
    }

    mutating func add(_ positions: [Int], score: Int, numbers: [Int]) {
        guard let start = start(forScore: score) else { return }
        for i in positions where i >= start {
            guard !isFull else { return }
            ranked.append(FlowerSearch.Ranked(number: numbers[i], score: score))
        }
    }
}
