import CalyxAPI
import Foundation

/// A filter or sort option as the filters sheet and sort menu list it: every case, with the words shown.
public protocol SearchOption: Hashable, CaseIterable where AllCases: RandomAccessCollection {
    var title: String { get }
}

extension Components.Schemas.FlowerColor: SearchOption {
    public var title: String { self == .bicolor ? "Two-Tone" : rawValue.capitalized }
}

extension Operations.SearchFlowers.Input.Query.SeasonPayload: SearchOption {
    public var title: String { rawValue.capitalized }
}

extension Components.Schemas.Continent: SearchOption {
    /// The wire values are already the names ("North America").
    public var title: String { rawValue }
}

extension Components.Schemas.PlantType: SearchOption {
    public var title: String { rawValue.capitalized }
}

extension Components.Schemas.Light: SearchOption {
    public var title: String {
        switch self {
        case .fullSun: "Full Sun"
        case .partialShade: "Partial Shade"
        case .fullShade: "Full Shade"
        }
    }
}

extension Operations.SearchFlowers.Input.Query.SortPayload: SearchOption {
    public var title: String {
        switch self {
        case .relevance: "Relevance"
        case .alphabetical: "A to Z"
        case .popular: "Most Popular"
        case .interactions: "Most Interactions"
        }
    }
}
