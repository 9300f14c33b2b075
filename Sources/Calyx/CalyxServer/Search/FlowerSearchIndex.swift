/// The catalog's text, filters and relevance inputs in memory, so a search nobody asked before is
/// ranked without the database (which then only reads the page's cards by primary key).
///
/// The catalog is read-mostly: it changes on import, after which each instance rebuilds its own index
/// (`FlowerSearchIndexStore`). The database stays the source of truth, and the ranking is the database
/// ranking's (`FlowerRanking`, `TextSearchRanking`) computed another way: the same matches (every word
/// begins a word), the same tiers, the same order, the same keyset continuation.
///
/// Flowers are held in alphabetical order (`name_key` bytes, then `number`), so a flower's position is
/// its alphabetical rank: ties within a tier, and the alphabetical sort, compare positions only.
final class FlowerSearchIndex: Sendable {
    let count: Int
    let numbers: [Int]
    let nameKeys: PackedTexts
    let scientificKeys: PackedTexts
    let familyKeys: PackedTexts
    let namesTexts: PackedTexts
    let commonTexts: PackedTexts
    /// Every word of names, family and colours (search matches here) and of names alone (the name tiers).
    let everything: TokenPostings
    let names: TokenPostings
    /// Each name (`| q |`, `| q`), each name from each word on (` q`), `name_key` from its second word
    /// on (`% q`), each common name from each word on (` q |`): the name tiers' `LIKE`s as lookups.
    let nameParts: TextPartTable
    let nameEndings: TextPartTable
    let nameKeyEndings: TextPartTable
    let commonNameEndings: TextPartTable
    /// Positions ordered by family key and by scientific key, for "begins with" as a range.
    let familyOrder: [Int32]
    let scientificOrder: [Int32]
    /// Positions ordered by `number`, the catalog's order (curated species first): autocomplete's
    /// candidates are a name match's first flowers in it.
    let catalogOrder: [Int32]
    let colors: [Int]
    let bloomMonths: [Int]
    let continents: [Int]
    let light: [Int]
    let plantTypes: [UInt8]
    let plantTypeNames: [String]
    let petSafe: [Bool]
    let corrector: TypoCorrector

    init(rows unordered: [FlowerIndexRow]) {
        let rows = unordered.sorted {
            $0.name_key == $1.name_key ? $0.number < $1.number : $0.name_key.utf8.lexicographicallyPrecedes($1.name_key.utf8)
        }
        count = rows.count
        numbers = rows.map(\.number)
        func pack(_ column: KeyPath<FlowerIndexRow, String>) -> PackedTexts {
            var texts = PackedTexts()
            for row in rows { texts.append(row[keyPath: column]) }
            texts.shrink()
            return texts
        }
        let nameKeys = pack(\.name_key), namesTexts = pack(\.names_text), commonTexts = pack(\.common_text)
        self.nameKeys = nameKeys
        self.namesTexts = namesTexts
        self.commonTexts = commonTexts
        scientificKeys = pack(\.scientific_key)
        familyKeys = pack(\.family_key)
        everything = TokenPostings(texts: rows.lazy.map(\.search_text), flowerCount: rows.count)
        names = TokenPostings(texts: rows.lazy.map(\.names_text), flowerCount: rows.count)
        nameParts = TextPartTable(texts: namesTexts, parts: TextParts.names)
        nameEndings = TextPartTable(texts: namesTexts, parts: TextParts.wordSuffixes(ofNames:))
        nameKeyEndings = TextPartTable(texts: nameKeys, parts: TextParts.laterWordSuffixes)
        commonNameEndings = TextPartTable(texts: commonTexts, parts: TextParts.wordSuffixes(ofNames:))
        func order(_ column: KeyPath<FlowerIndexRow, String>) -> [Int32] {
            rows.indices.sorted {
                let a = rows[$0][keyPath: column], b = rows[$1][keyPath: column]
                return a == b ? $0 < $1 : a.utf8.lexicographicallyPrecedes(b.utf8)
            }.map { Int32($0) }
        }
        familyOrder = order(\.family_key)
        scientificOrder = order(\.scientific_key)
        catalogOrder = rows.indices.sorted { rows[$0].number < rows[$1].number }.map { Int32($0) }
        colors = rows.map(\.colors)
        bloomMonths = rows.map(\.bloom_months)
        continents = rows.map(\.continents)
        light = rows.map(\.light)
        let typeNames = Array(Set(rows.map(\.plant_type))).sorted()
        let typeCodes = Dictionary(uniqueKeysWithValues: typeNames.enumerated().map { ($1, UInt8(truncatingIfNeeded: $0)) })
        plantTypeNames = typeNames
        plantTypes = rows.map { typeCodes[$0.plant_type]! }
        petSafe = rows.map(\.pet_safe)
        // The same vocabulary as the database ranking's corrector, from the same columns.
        corrector = CatalogVocabulary.corrector(rows.lazy.map { ($0.names_text, $0.family_key) })
    }

    /// Bytes the index holds (arrays' capacity and packed text; the typo corrector's vocabulary,
    /// a few thousand words, estimated at 64 bytes a word and 16 per trigram entry).
    var byteCount: Int {
        let texts = [nameKeys, scientificKeys, familyKeys, namesTexts, commonTexts].reduce(0) { $0 + $1.byteCount }
        let columns = (numbers.capacity + colors.capacity + bloomMonths.capacity + continents.capacity + light.capacity) * 8
            + (familyOrder.capacity + scientificOrder.capacity + catalogOrder.capacity) * 4 + plantTypes.capacity + petSafe.capacity
        let tables = [nameParts, nameEndings, nameKeyEndings, commonNameEndings].reduce(0) { $0 + $1.byteCount }
        return texts + columns + tables + everything.byteCount + names.byteCount + corrector.estimatedByteCount
    }

    /// The first position whose (`name_key`, `number`) comes after `key`, `number`: where a keyset
    /// continuation on `name_key > key OR (name_key = key AND number > number)` begins.
    func position(after key: String, number: Int) -> Int {
        Array(key.utf8).withUnsafeBufferPointer { target in
            Bisection.partition(count) { i in
                nameKeys.withText(i) { text in
                    ByteText.precedes(text, target) || (!ByteText.precedes(target, text) && numbers[i] <= number)
                }
            }
        }
    }

    /// Positions, in `order`, whose key in `texts` begins with `prefix`.
    func range(of prefix: [UInt8], in order: [Int32], texts: PackedTexts) -> Range<Int> {
        func lowerBound(_ bytes: [UInt8]) -> Int {
            bytes.withUnsafeBufferPointer { target in
                Bisection.partition(order.count) { texts.withText(Int(order[$0])) { ByteText.precedes($0, target) } }
            }
        }
        return lowerBound(prefix)..<lowerBound(prefix + [0xFF])
    }
}
