import SQLKit

/// Bloom seasons as months of the Northern Hemisphere temperate year, as the catalog's bloom months are.
enum Season: String, Sendable, CaseIterable {
    case spring, summer, autumn, winter

    var months: [Int] {
        switch self {
        case .spring: [3, 4, 5]
        case .summer: [6, 7, 8]
        case .autumn: [9, 10, 11]
        case .winter: [12, 1, 2]
        }
    }
}

/// The filters of a search; each one narrows, and none set means the whole catalog.
struct FlowerFilters: Sendable, Equatable {
    var color: FlowerColor?
    var season: Season?
    var region: Continent?
    var type: PlantType?
    var light: Light?
    /// Only flowers ASPCA lists as non-toxic to both cats and dogs.
    var petSafe = false

    /// A predicate on `flowers`, `TRUE` when nothing is set.
    var predicate: SQLQueryString {
        var parts: [SQLQueryString] = []
        if let color { parts.append("(colors & \(bind: Bitmask.of([color]))) <> 0") }
        if let season { parts.append("(bloom_months & \(bind: Bitmask.months(season.months))) <> 0") }
        if let region { parts.append("(continents & \(bind: Bitmask.of([region]))) <> 0") }
        if let light { parts.append("(light & \(bind: Bitmask.of([light]))) <> 0") }
        if let type { parts.append("plant_type = \(bind: type.rawValue)") }
        if petSafe { parts.append("pet_safe = \(bind: true)") }
        guard !parts.isEmpty else { return "1 = 1" }
        return parts.map { "(" + $0 + ")" }.joined(separator: " AND ")
    }

    /// Identifies the filters in a cursor's scope, so a cursor only continues the listing it came from.
    var scope: String {
        [color?.rawValue, season?.rawValue, region?.rawValue, type?.rawValue, light?.rawValue, petSafe ? "pet-safe" : nil]
            .map { $0 ?? "-" }.joined(separator: ",")
    }
}

/// How results are ordered. Relevance without a query is alphabetical.
enum FlowerSort: String, Sendable, CaseIterable {
    case relevance, alphabetical, popular, interactions
}
