import Foundation

/// What the home list shows: plants whose name or location contains the search text, in an order.
public struct HomeQuery: Sendable, Equatable {
    public enum Sort: String, Sendable, CaseIterable, Identifiable {
        /// A to Z, ignoring case.
        case name
        /// The plant with the newest photo (or, without photos, the newest plant) first.
        case recentActivity

        public var id: String { rawValue }

        public var title: String {
            switch self {
            case .name: PlantTrackerCopy[.homeSortName]
            case .recentActivity: PlantTrackerCopy[.homeSortRecentActivity]
            }
        }
    }

    /// As typed; matched ignoring case and accents ("cafe" finds "Café"), against name and location.
    public var search = ""
    public var sort = Sort.name

    public init(search: String = "", sort: Sort = .name) {
        self.search = search
        self.sort = sort
    }

    /// The search text without surrounding spaces; nil when there is nothing to search for.
    public var searchText: String? {
        let trimmed = search.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The search text folded as the database folds names (`PlantDatabase.foldFunction`); nil for none.
    var foldedSearch: String? { searchText.map(Self.fold) }

    /// Lowercased, without diacritics: how both sides of a search are compared.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
