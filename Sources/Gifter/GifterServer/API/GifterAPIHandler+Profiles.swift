import Foundation
import GifterAPI
import Identity
import ServerKit

/// Gifting profiles for people not on Gifter.
extension GifterAPIHandler {
    func listProfiles(_ input: Operations.ListProfiles.Input) async throws -> Operations.ListProfiles.Output {
        try RequestLimits.text(input.query.q, "q", max: 100)
        let me = try caller
        let facts = try await PersonFacts.load(service, caller: me)
        // Most recently made or used first (the store's order): Find ranks "People you gift most" itself.
        let summaries = try await service.profiles.list(owner: me, query: input.query.q).map { profile in
            let ref = PersonRef.profile(profile.id)
            return Components.Schemas.ProfileSummary(
                id: profile.id.apiString, person: ref.description, name: profile.name,
                relationship: .init(rawValue: profile.relationship.rawValue) ?? .other, lastGiftedAt: facts.lastGifted(ref),
                ideasSaved: facts.ideasSaved(ref), lastUsedAt: profile.lastUsedAt
            )
        }
        return .ok(.init(body: .json(.init(profiles: summaries))))
    }

    func createProfile(_ input: Operations.CreateProfile.Input) async throws -> Operations.CreateProfile.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        try RequestLimits.text(body.threeWords, "threeWords", max: 200)
        try RequestLimits.neverGift(body.neverGift)
        var validation = Validation()
        let name = identity.accounts.profileRules.displayName(body.name, field: "name", into: &validation)
        let words = checkedWords(body.threeWords, into: &validation)
        let neverGift = checkedNeverGift(body.neverGift ?? [], into: &validation)
        try validation.throwIfFailed()
        let profile = try await service.profiles.create(
            owner: try caller, name: name, relationship: Relationship(rawValue: body.relationship.rawValue) ?? .other, threeWords: words, neverGift: neverGift
        )
        return .created(.init(body: .json(try await profileSchema(profile))))
    }

    func getProfile(_ input: Operations.GetProfile.Input) async throws -> Operations.GetProfile.Output {
        let profile = try await ownProfile(input.path.profileId)
        try await service.profiles.markUsed(profile.id, owner: profile.ownerID)
        return .ok(.init(body: .json(try await profileSchema(profile))))
    }

    func updateProfile(_ input: Operations.UpdateProfile.Input) async throws -> Operations.UpdateProfile.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        try RequestLimits.text(body.threeWords, "threeWords", max: 200)
        try RequestLimits.neverGift(body.neverGift)
        var profile = try await ownProfile(input.path.profileId)
        var validation = Validation()
        if let name = body.name { profile.name = identity.accounts.profileRules.displayName(name, field: "name", into: &validation) }
        if let relationship = body.relationship { profile.relationship = Relationship(rawValue: relationship.rawValue) ?? .other }
        if body.threeWords != nil { profile.threeWords = checkedWords(body.threeWords, into: &validation) }
        if let neverGift = body.neverGift { profile.neverGift = checkedNeverGift(neverGift, into: &validation) }
        try validation.throwIfFailed()
        try await service.profiles.save(profile)
        try await service.profiles.markUsed(profile.id, owner: profile.ownerID)
        return .ok(.init(body: .json(try await profileSchema(profile))))
    }

    func deleteProfile(_ input: Operations.DeleteProfile.Input) async throws -> Operations.DeleteProfile.Output {
        guard try await service.profiles.delete(try uuid(input.path.profileId, "profileId"), owner: try caller) else {
            throw Problem.notFound("No such person.")
        }
        return .noContent(.init())
    }

    func putProfileAnswers(_ input: Operations.PutProfileAnswers.Input) async throws -> Operations.PutProfileAnswers.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        try RequestLimits.answers(body.sent)
        var profile = try await ownProfile(input.path.profileId)
        let answers = try TasteAnswers.validated(body.sent, quiz: service.quiz, modes: [.nonUser])
        profile.answers.merge(answers)
        try await service.profiles.save(profile)
        return .ok(.init(body: .json(try await profileSchema(profile))))
    }

    private func ownProfile(_ id: String) async throws -> GiftingProfiles.Profile {
        guard let profile = try await service.profiles.find(try uuid(id, "profileId"), owner: try caller) else { throw Problem.notFound("No such person.") }
        return profile
    }

    private func checkedWords(_ text: String?, into validation: inout Validation) -> String {
        guard let text else { return "" }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        validation.check(!trimmed.unicodeScalars.contains { PlainText.isRefused($0, .one) }, field: "threeWords", "must be one line of text")
        return trimmed
    }

    private func checkedNeverGift(_ entries: [String], into validation: inout Validation) -> [String] {
        var seen = Set<String>()
        return entries.enumerated().compactMap { offset, raw in
            let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty, !trimmed.unicodeScalars.contains(where: { PlainText.isRefused($0, .one) }) else {
                validation.fail(field: "neverGift[\(offset)]", "must be one line with something besides spaces")
                return nil
            }
            return seen.insert(PhraseKey.normalize(trimmed)).inserted ? trimmed : nil
        }
    }

    func profileSchema(_ profile: GiftingProfiles.Profile) async throws -> Components.Schemas.Profile {
        let ref = PersonRef.profile(profile.id)
        let facts = try await PersonFacts.load(service, caller: profile.ownerID)
        let words = service.words.read(profile.threeWords)
        let taste = TasteProfile(answers: profile.answers, words: words, quiz: service.quiz)
        let neverGift = (profile.neverGift + taste.neverGift).map(service.neverGiftRules.entry)
        return .init(
            id: profile.id.apiString, person: ref.description, name: profile.name,
            relationship: .init(rawValue: profile.relationship.rawValue) ?? .other, threeWords: profile.threeWords,
            wordTags: Array(NSOrderedSet(array: words.flatMap(\.tags)).compactMap { $0 as? String }),
            neverGift: neverGift.map { .init(phrase: $0.phrase, tags: $0.tags, terms: $0.terms) },
            taste: .init(taste, answers: profile.answers, quiz: service.quiz), lastGiftedAt: facts.lastGifted(ref),
            ideasSaved: facts.ideasSaved(ref), nextOccasion: facts.summary(ref)
        )
    }
}
