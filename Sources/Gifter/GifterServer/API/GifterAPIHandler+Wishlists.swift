import Foundation
import GifterAPI
import Identity
import ServerKit

/// Your wishlists, and gift plans for the people you buy for.
extension GifterAPIHandler {
    func listWishlists(_ input: Operations.ListWishlists.Input) async throws -> Operations.ListWishlists.Output {
        let me = try caller
        let lists = try await service.wishlists.lists(owner: me)
        let catalog = try await service.catalog.index()
        let items = try await service.wishlists.items(owner: me).compactMap { item -> Components.Schemas.WishlistItem? in
            catalog.product(item.productID).map { .init(product: .init($0, in: catalog), wishlistId: item.wishlistID.apiString, addedAt: item.addedAt) }
        }
        return .ok(.init(body: .json(.init(lists: lists.map(listSchema), items: items))))
    }

    func createWishlist(_ input: Operations.CreateWishlist.Input) async throws -> Operations.CreateWishlist.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let name = try listName(body.name)
        return .created(.init(body: .json(listSchema(try await service.wishlists.create(owner: try caller, name: name)))))
    }

    func renameWishlist(_ input: Operations.RenameWishlist.Input) async throws -> Operations.RenameWishlist.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let name = try listName(body.name)
        let list = try await service.wishlists.rename(try uuid(input.path.wishlistId, "wishlistId"), owner: try caller, to: name)
        return .ok(.init(body: .json(listSchema(list))))
    }

    func deleteWishlist(_ input: Operations.DeleteWishlist.Input) async throws -> Operations.DeleteWishlist.Output {
        try await service.wishlists.delete(try uuid(input.path.wishlistId, "wishlistId"), owner: try caller)
        return .noContent(.init())
    }

    func saveToWishlist(_ input: Operations.SaveToWishlist.Input) async throws -> Operations.SaveToWishlist.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        try RequestLimits.productID(input.path.productId)
        let product = try await product(input.path.productId)
        let list = try body.wishlistId.map { try uuid($0, "wishlistId") }
        let item = try await service.wishlists.save(product.id, owner: try caller, to: list)
        return .ok(.init(body: .json(.init(
            product: .init(product, in: try await service.catalog.index()), wishlistId: item.wishlistID.apiString, addedAt: item.addedAt,
            message: "Saved. I’ll remember this when it’s gifting time."
        ))))
    }

    func removeFromWishlist(_ input: Operations.RemoveFromWishlist.Input) async throws -> Operations.RemoveFromWishlist.Output {
        try RequestLimits.productID(input.path.productId)
        try await service.wishlists.remove(input.path.productId, owner: try caller)
        return .noContent(.init())
    }

    func listGiftPlans(_ input: Operations.ListGiftPlans.Input) async throws -> Operations.ListGiftPlans.Output {
        let me = try caller
        let facts = try await PersonFacts.load(service, caller: me)
        let names = try await PeopleNames.load(service, caller: me)
        // Everyone with an idea saved or an occasion coming, soonest occasion first.
        var people: [PersonRef] = []
        for person in facts.ideas.map(\.person) + facts.occasions.map(\.person) where person != .me && !people.contains(person) {
            people.append(person)
        }
        let plans = people.compactMap { person -> (Components.Schemas.GiftPlanSummary, Int)? in
            guard let summary = names.summary(person) else { return nil }
            let next = facts.summary(person)
            let count = facts.ideasSaved(person)
            return (.init(person: summary, ideasSaved: count, nextOccasion: next, subtitle: Self.planSubtitle(ideas: count, next: next)), next?.daysUntil ?? .max)
        }
        .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.person.name < $1.0.person.name }
        .map(\.0)
        return .ok(.init(body: .json(.init(plans: plans))))
    }

    /// "3 ideas saved · Next occasion: Birthday in 2 weeks".
    static func planSubtitle(ideas: Int, next: Components.Schemas.OccasionSummary?) -> String {
        let saved = ideas == 1 ? "1 idea saved" : "\(ideas) ideas saved"
        guard let next else { return saved }
        return "\(saved) · Next occasion: \(next.title) \(Countdown.phrase(days: next.daysUntil))"
    }

    func getGiftPlan(_ input: Operations.GetGiftPlan.Input) async throws -> Operations.GetGiftPlan.Output {
        let me = try caller
        let person = try await plannedPerson(input.path.person, caller: me)
        let facts = try await PersonFacts.load(service, caller: me)
        let names = try await PeopleNames.load(service, caller: me)
        guard let summary = names.summary(person) else { throw Problem.notFound("No such person.") }
        if case .profile(let id) = person { try await service.profiles.markUsed(id, owner: me) }
        let catalog = try await service.catalog.index()
        let ideas = facts.ideas.filter { $0.person == person }.compactMap { idea in catalog.product(idea.productID).map { ideaSchema(idea, $0, in: catalog) } }
        return .ok(.init(body: .json(.init(person: summary, ideas: ideas, nextOccasion: facts.summary(person)))))
    }

    func saveIdea(_ input: Operations.SaveIdea.Input) async throws -> Operations.SaveIdea.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let me = try caller
        try RequestLimits.productID(input.path.productId)
        let person = try await plannedPerson(input.path.person, caller: me)
        let product = try await product(input.path.productId)
        var occasionID: UUID?
        if let text = body.occasionId {
            let occasion = try await service.occasions.find(try uuid(text, "occasionId"), owner: me)
            guard let occasion, occasion.person == person else { throw Problem.validation(field: "occasionId", "is not an occasion of this person") }
            occasionID = occasion.id
        }
        let status = body.status.flatMap { GiftIdeas.Status(rawValue: $0.rawValue) }
        if case .profile(let id) = person { try await service.profiles.markUsed(id, owner: me) }
        let idea = try await service.ideas.save(product.id, for: person, owner: me, status: status, occasionID: occasionID)
        return .ok(.init(body: .json(ideaSchema(idea, product, in: try await service.catalog.index()))))
    }

    func removeIdea(_ input: Operations.RemoveIdea.Input) async throws -> Operations.RemoveIdea.Output {
        let me = try caller
        try RequestLimits.productID(input.path.productId)
        let person = try await plannedPerson(input.path.person, caller: me)
        try await service.ideas.remove(input.path.productId, for: person, owner: me)
        return .noContent(.init())
    }

    /// A profile of the caller's or a friend of theirs; a 404 for anyone else.
    private func plannedPerson(_ text: String, caller: UUID) async throws -> PersonRef {
        let person = try PersonRef.parse(text, field: "person")
        guard person != .me, try await service.directory.exists(person, caller: caller) else { throw Problem.notFound("No such person.") }
        return person
    }

    private func ideaSchema(_ idea: GiftIdeas.Idea, _ product: Product, in catalog: CatalogIndex) -> Components.Schemas.GiftIdea {
        .init(
            product: .init(product, in: catalog), status: .init(rawValue: idea.status.rawValue) ?? .idea, occasionId: idea.occasionID?.apiString,
            savedAt: idea.savedAt, givenAt: idea.givenAt
        )
    }

    private func listSchema(_ list: Wishlists.List) -> Components.Schemas.Wishlist {
        .init(id: list.id.apiString, name: list.name, builtIn: list.builtIn, itemCount: list.itemCount)
    }

    private func listName(_ raw: String) throws -> String {
        var validation = Validation()
        let name = identity.accounts.profileRules.displayName(raw, field: "name", into: &validation)
        try validation.throwIfFailed()
        return name
    }
}
