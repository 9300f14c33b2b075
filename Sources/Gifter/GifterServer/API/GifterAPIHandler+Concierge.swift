import Foundation
import GifterAPI
import Identity
import ServerKit

/// Recommendations, product pages and Home.
extension GifterAPIHandler {
    func getRecommendations(_ input: Operations.GetRecommendations.Input) async throws -> Operations.GetRecommendations.Output {
        try RequestLimits.number(input.query.limit, "limit", 1...30)
        try RequestLimits.number(input.query.budgetMax, "budgetMax", 1...100_000)
        try RequestLimits.text(input.query.nudge, "nudge", max: 200)
        let me = try caller
        let person = try input.query._for.map { try PersonRef.parse($0, field: "for") } ?? .me
        var request = try await recommendationRequest(for: person, caller: me)
        if case .profile(let id) = person { try await service.profiles.markUsed(id, owner: me) }
        if let occasionText = input.query.occasion {
            let occasion = try await ownOccasion(occasionText)
            guard occasion.person == person else { throw Problem.validation(field: "occasion", "is not an occasion of \(person)") }
            request.occasion = occasion.kind
        }
        if let budget = input.query.budgetMax {
            request.budget = Quiz.Budget(min: nil, max: Money(minorUnits: budget * 100, currency: "GBP"))
        }
        if let nudge = input.query.nudge?.trimmingCharacters(in: .whitespacesAndNewlines), !nudge.isEmpty {
            request.nudge = await service.concierge.readWords(nudge)
        }
        request.limit = input.query.limit ?? 10
        let scope = "recommendations|\(person)|\(input.query.occasion ?? "")|\(input.query.budgetMax.map(String.init) ?? "")|\(input.query.nudge ?? "")"
        if let cursor = input.query.cursor {
            let position = try service.cursors.decode(cursor, as: ShownPosition.self, scope: scope)
            guard let shown = ShownSet(encoded: position.shown) else { throw Problem.unknownCursor }
            request.shown = shown
        }
        let catalog = try await service.catalog.index()
        let page = await service.concierge.recommend(request, in: catalog)
        let next = page.exhausted || page.items.isEmpty ? nil : try service.cursors.encode(ShownPosition(shown: page.shown.encoded), scope: scope)
        let empty = catalog.offersNothing
        return .ok(.init(body: .json(.init(
            items: page.items.map(Components.Schemas.Recommendation.init), nextCursor: next,
            message: page.items.isEmpty ? (empty ? EmptyCatalog.recommendationsMessage : "Nothing feels quite right yet. Want to nudge me with a bit more detail?") : nil,
            catalogEmpty: empty
        ))))
    }

    /// What recommending for `person` depends on, after checking the caller may see them.
    func recommendationRequest(for person: PersonRef, caller: UUID) async throws -> RecommendationRequest {
        let context = try await service.directory.context(person, caller: caller)
        let subject: RecommendationRequest.Subject = switch person {
        case .me: .you
        case .profile: .them
        case .friend: .friend(name: context.name)
        }
        var request = RecommendationRequest(subject: subject, taste: context.taste)
        request.saved = context.saved
        request.wished = context.wished
        request.excluded = context.excluded
        request.neverGift = context.neverGift
        request.budget = context.taste.budget
        return request
    }

    func getProduct(_ input: Operations.GetProduct.Input) async throws -> Operations.GetProduct.Output {
        let me = try caller
        try RequestLimits.productID(input.path.productId)
        let product = try await product(input.path.productId)
        let person = try input.query._for.map { try PersonRef.parse($0, field: "for") } ?? .me
        let request = try await recommendationRequest(for: person, caller: me)
        let catalog = try await service.catalog.index()
        let explanation = service.builtIn.explain(product.id, for: request, in: catalog)
        let why = explanation?.reason ?? ReasonVoice(subject: request.subject).wouldNotPick
        let saved = person == .me
            ? try await service.wishlists.items(owner: me).contains { $0.productID == product.id }
            : try await service.ideas.ideas(owner: me, person: person).contains { $0.productID == product.id }
        return .ok(.init(body: .json(.init(
            product: .init(product, in: catalog), description: product.description, productType: product.productType, storeURL: product.storeURL,
            chips: try await chips(for: product), why: why, label: explanation?.label, saved: saved, available: catalog.isAvailable(product.id)
        ))))
    }

    /// "For the Slow Morning Ritualist", "Under £50": the collections it is in and a price line.
    private func chips(for product: Product) async throws -> [String] {
        let shelf = try await service.collectionShelf()
        var chips = shelf.entries.filter { entry in entry.products.contains { $0.id == product.id } }.prefix(2).map(\.collection.title)
        if product.price.currency == "GBP", let bound = [25, 50, 100, 250].first(where: { product.price.minorUnits < $0 * 100 }) {
            chips.append("Under £\(bound)")
        }
        return chips
    }

    func getHome(_ input: Operations.GetHome.Input) async throws -> Operations.GetHome.Output {
        let me = try caller
        let account = try await identity.accounts.account(me)
        let member = try await service.members.member(me)
        let zone = TimeZone(identifier: member.timeZone) ?? .gmt
        let now = service.wallClock.now()
        let firstName = Self.firstName(account.displayName)
        let firstDay = CalendarDay(account.memberSince, in: zone) == CalendarDay(now, in: zone)
        let greeting = Components.Schemas.Greeting(
            firstName: firstName, firstDay: firstDay, line: "\(Self.partOfDay(now, zone)), \(firstName).",
            sub: firstDay ? "Let’s start a little gifting universe for you." : "Here’s what I’ve been quietly curating for you."
        )
        var request = try await recommendationRequest(for: .me, caller: me)
        request.limit = 6
        let catalog = try await service.catalog.index()
        let picks = await service.concierge.recommend(request, in: catalog)
        let upcoming = try await occasionViews(me).filter { ($0.daysUntil ?? .max) <= 60 }
        return .ok(.init(body: .json(.init(
            greeting: greeting, collections: try await collectionSummaries(), upcoming: upcoming,
            recommended: picks.items.map(Components.Schemas.Recommendation.init), catalogEmpty: catalog.offersNothing
        ))))
    }

    /// "Good morning" until noon, "Good afternoon" until 6 pm, "Good evening" after (and before 5 am).
    static func partOfDay(_ now: Date, _ zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        switch calendar.component(.hour, from: now) {
        case 5..<12: return "Good morning"
        case 12..<18: return "Good afternoon"
        default: return "Good evening"
        }
    }

    func listCollections(_ input: Operations.ListCollections.Input) async throws -> Operations.ListCollections.Output {
        .ok(.init(body: .json(.init(collections: try await collectionSummaries()))))
    }

    func collectionSummaries() async throws -> [Components.Schemas.CollectionSummary] {
        try await service.collectionShelf().entries.filter { !$0.products.isEmpty }.map {
            .init(id: $0.collection.id, title: $0.collection.title, subtitle: $0.collection.subtitle, hero: $0.hero.map(Components.Schemas.ProductCard.init), brands: $0.brands)
        }
    }

    func getCollection(_ input: Operations.GetCollection.Input) async throws -> Operations.GetCollection.Output {
        try RequestLimits.collectionID(input.path.collectionId)
        try RequestLimits.number(input.query.limit, "limit", 1...100)
        guard let entry = try await service.collectionShelf().entry(input.path.collectionId) else { throw Problem.notFound("No such collection.") }
        let scope = "collection|\(entry.collection.id)"
        let offset = try input.query.cursor.map { try service.cursors.decode($0, as: OffsetPosition.self, scope: scope).offset } ?? 0
        let limit = input.query.limit ?? 20
        let page = entry.products.dropFirst(offset).prefix(limit)
        let next = offset + page.count < entry.products.count ? try service.cursors.encode(OffsetPosition(offset: offset + page.count), scope: scope) : nil
        return .ok(.init(body: .json(.init(
            id: entry.collection.id, title: entry.collection.title, subtitle: entry.collection.subtitle, description: entry.collection.description,
            featuringBrands: CollectionShelf.featuring(entry.brands),
            brands: BrandLink.links(entry.brands, products: entry.products).map { .init(name: $0.name, storeURL: $0.storeURL) },
            hero: entry.hero.map(Components.Schemas.ProductCard.init),
            products: page.map(Components.Schemas.ProductCard.init), nextCursor: next
        ))))
    }

    private struct ShownPosition: Codable { let shown: String }
    private struct OffsetPosition: Codable { let offset: Int }
}
