import CalyxAPI

/// What the filters sheet narrows a search or browse to; nil is "any".
public struct SearchFilters: Sendable, Equatable {
    public var color: Components.Schemas.FlowerColor?
    public var season: Operations.SearchFlowers.Input.Query.SeasonPayload?
    public var region: Components.Schemas.Continent?
    public var type: Components.Schemas.PlantType?
    public var light: Components.Schemas.Light?
    /// Only flowers the ASPCA lists as non-toxic to cats and dogs.
    public var petSafeOnly = false

    public init() {}

    /// How many filters are set, for the badge on the filters button.
    public var count: Int {
        [color != nil, season != nil, region != nil, type != nil, light != nil, petSafeOnly].filter { $0 }.count
    }
}
