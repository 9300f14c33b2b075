import GifterAPI

/// An occasion's page as the phone keeps it: the occasion (with the `ideasVersion` the ideas were
/// fetched under) and the ideas shown, with the budget and nudge they were asked with.
struct OccasionIdeas: Codable, Sendable {
    var occasion: Components.Schemas.Occasion
    var ideas: RecommendationsModel.Shown

    /// Whether the kept ideas still answer for `fresh`: same person, and the server's fingerprint of
    /// what ideas are drawn from has not moved (none means it cannot tell, so ask again).
    func stillFits(_ fresh: Components.Schemas.Occasion) -> Bool {
        guard let version = fresh.ideasVersion else { return false }
        return occasion.person.person == fresh.person.person && occasion.ideasVersion == version
    }
}
