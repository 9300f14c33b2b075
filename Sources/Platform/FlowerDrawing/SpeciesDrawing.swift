/// What a species' drawing is made from: its real colours and the real form of its flower and leaves.
public struct SpeciesDrawing: Codable, Hashable, Sendable, Identifiable {
    public let id: String
    public let petal: FigureColour
    /// The inner ring's or lower lip's colour.
    public let petalInner: FigureColour
    public let centre: FigureColour
    public let stem: FigureColour
    public let leaf: FigureColour
    public let petals: Petals
    public let leafShape: LeafShape

    public struct Petals: Codable, Hashable, Sendable {
        /// Petals (or tepals) of one flower; a floret's, for clusters and spikes.
        public let count: Int
        public let shape: PetalShape
        public let arrangement: Arrangement
    }

    public enum PetalShape: String, Codable, Hashable, Sendable, CaseIterable {
        /// Long and narrow, round-tipped: a daisy's or sunflower's rays.
        case ray
        /// Broad, overlapping, in rings: a rose's, poppy's or lotus's.
        case cupped
        case rounded
        /// Broad with a wavy edge: a sweet pea's.
        case ruffled
        /// Two upper and three lower lobes: a snapdragon's mouth.
        case lipped
        /// Narrow and pointed.
        case star
        /// Pointed, with a long nectar spur behind: Darwin's orchid.
        case spurred
    }

    public enum Arrangement: String, Codable, Hashable, Sendable, CaseIterable {
        /// Rays round a broad disc (daisy family).
        case composite
        /// One ring of petals round a small centre.
        case single
        /// Rings of petals, the inner ones in the inner colour.
        case rosette
        /// A head of small flowers.
        case cluster
        /// Small flowers up a stalk.
        case spike
        /// One nodding bell.
        case bell
    }

    public enum LeafShape: String, Codable, Hashable, Sendable, CaseIterable {
        case heart, lobed, lance, oval, grass
    }
}
