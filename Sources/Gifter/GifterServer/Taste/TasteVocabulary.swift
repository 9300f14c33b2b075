/// The taste tags in a fixed order, so a taste is a dense vector and a product's tags a bit set: scoring
/// 50,000 products is then a few additions each, with no dictionary lookups.
public struct TasteVocabulary: Sendable {
    public let tags: [TasteTag]
    private let indexByID: [String: Int]

    /// Products carry tags as a 128-bit set.
    static let capacity = 128

    init(_ tags: [TasteTag]) throws {
        guard tags.count <= Self.capacity else { throw VocabularyError.tooManyTags(tags.count) }
        self.tags = tags
        indexByID = Dictionary(tags.enumerated().map { ($1.id, $0) }) { first, _ in first }
    }

    public var count: Int { tags.count }

    public func index(of id: String) -> Int? { indexByID[id] }

    public subscript(index: Int) -> TasteTag { tags[index] }

    /// The set of the known tags among `ids` (unknown ones are dropped).
    func set(_ ids: some Sequence<String>) -> TagSet {
        var set = TagSet()
        for id in ids { if let index = indexByID[id] { set.insert(index) } }
        return set
    }

    func ids(_ set: TagSet) -> [String] { set.indices.map { tags[$0].id } }

    enum VocabularyError: Error { case tooManyTags(Int) }
}
