/// `FlowerFilters` as tests on the index's columns: the same bitmask overlaps and equalities as
/// `FlowerFilters.predicate`.
struct FlowerIndexFilters {
    let colors: Int?
    let months: Int?
    let continents: Int?
    let light: Int?
    /// The plant type's code in the index; -1 when no flower has that type.
    let plantType: Int?
    let petSafe: Bool

    init(_ filters: FlowerFilters, in index: FlowerSearchIndex) {
        colors = filters.color.map { Bitmask.of([$0]) }
        months = filters.season.map { Bitmask.months($0.months) }
        continents = filters.region.map { Bitmask.of([$0]) }
        light = filters.light.map { Bitmask.of([$0]) }
        plantType = filters.type.map { type in index.plantTypeNames.firstIndex(of: type.rawValue) ?? -1 }
        petSafe = filters.petSafe
    }

    func admits(_ i: Int, in index: FlowerSearchIndex) -> Bool {
        if let colors, index.colors[i] & colors == 0 { return false }
        if let months, index.bloomMonths[i] & months == 0 { return false }
        if let continents, index.continents[i] & continents == 0 { return false }
        if let light, index.light[i] & light == 0 { return false }
        if let plantType, Int(index.plantTypes[i]) != plantType { return false }
        if petSafe, !index.petSafe[i] { return false }
        return true
    }
}
