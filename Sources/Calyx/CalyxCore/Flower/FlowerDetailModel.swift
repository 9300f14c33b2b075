import CalyxAPI
import ClientKit
import Foundation
import Observation

/// A flower's page: the hero Polaroid, names, the Overview / Care / Details / Community tabs, and the
/// sticky footer (Save to Collection, like with its count, share). Opens from the phone's copy when
/// it has one (offline too) and refreshes; like and save go through the queue like every change.
@MainActor @Observable
public final class FlowerDetailModel {
    public enum Tab: String, Sendable, CaseIterable {
        case overview, care, details, community

        public var title: String { rawValue.capitalized }
    }

    public enum Phase: Equatable, Sendable {
        case loading
        case loaded
        case failed(LoadFailure)
    }

    public typealias Detail = Components.Schemas.FlowerDetail

    /// The longest scent note the server takes, in characters.
    public static let scentNoteLimit = 200

    public let flowerID: String
    public var tab = Tab.overview
    public private(set) var phase = Phase.loading
    public private(set) var detail: Detail?
    /// Saved on this phone (the server's word once it has answered; an offline save at once).
    public private(set) var isSaved = false
    /// Shown after a save: "Saved" with the choice of a collection.
    public private(set) var showsSavedConfirmation = false
    public private(set) var notice: String?
    public let comments: CommentsModel
    public let shareURL: URL

    private let client: CalyxClient
    private let store: CalyxStore
    private let sync: CalyxSync
    /// The words searched when the flower was opened from a search: the server records it in history.
    private let searchQuery: String?

    /// The person's units for sizes (metric unless they chose imperial).
    @ObservationIgnored public let preferences: AppPreferences
    /// The person's own notes, date saved and photos, shown on the page while the flower is saved.
    public let own: SavedFlowerModel?

    public init(
        flowerID: String, client: CalyxClient, store: CalyxStore, sync: CalyxSync, shareLinks: ShareLinks, searchQuery: String? = nil,
        preferences: AppPreferences = AppPreferences(), own: SavedFlowerModel? = nil
    ) {
        self.flowerID = flowerID
        self.preferences = preferences
        self.own = own
        self.client = client
        self.store = store
        self.sync = sync
        self.searchQuery = searchQuery
        shareURL = shareLinks.flower(flowerID)
        comments = CommentsModel(flowerID: flowerID, client: client, downscaler: own?.downscaler)
        if let cached = store.snapshots.load(Detail.self, CalyxCacheKey.flower(flowerID)) {
            detail = cached
            phase = .loaded
        }
        isSaved = (try? store.saved.item(flowerID: flowerID)) != nil || detail?.savedId != nil
    }

    public var likeCount: Int { detail?.likeCount ?? 0 }
    public var liked: Bool { detail?.liked ?? false }

    /// The Overview's scent line: "Strong · sweet, citrus" or "No scent".
    public var scentSummary: String? {
        guard let scent = detail?.scent else { return nil }
        if scent.intensity == Detail.ScentPayload.IntensityPayload.none { return "No scent" }
        let notes = scent.notes.joined(separator: ", ")
        return notes.isEmpty ? scent.intensity.rawValue.capitalized : "\(scent.intensity.rawValue.capitalized) · \(notes)"
    }

    /// The bloom months by name, in calendar order ("April", "May", "June").
    public var bloomMonthNames: [String] {
        let names = Calendar.autoupdatingCurrent.monthSymbols
        return (detail?.bloomMonths ?? []).sorted().compactMap { names.indices.contains($0 - 1) ? names[$0 - 1] : nil }
    }

    /// A range as the page shows it: "4–9", "30–60 cm", or one number when both ends agree ("45 cm");
    /// at most one decimal, in the reader's locale.
    nonisolated public static func rangeText(_ range: Components.Schemas.Range, unit: String? = nil) -> String {
        let low = range.min.formatted(.number.precision(.fractionLength(0...1)))
        let high = range.max.formatted(.number.precision(.fractionLength(0...1)))
        let numbers = low == high ? low : "\(low)\u{2013}\(high)"
        return unit.map { "\(numbers) \($0)" } ?? numbers
    }

    public func load() async {
        if detail == nil { phase = .loading }
        do {
            let query: Operations.GetFlower.Input.Query = .init(query: searchQuery.map { CalyxLimits.prefix(of: $0, maxLength: CalyxLimits.searchQueryMaxLength) })
            switch try await client.api.getFlower(path: .init(flowerId: flowerID), query: query) {
            case .ok(let ok):
                var fresh = try ok.body.json
                // A like or save still queued on this phone is newer than the server's answer.
                if case .like(_, let liked)? = sync.pending(about: CalyxWrite.likeKey(flowerID)), liked != fresh.liked {
                    fresh.liked = liked
                    fresh.likeCount = max(0, fresh.likeCount + (liked ? 1 : -1))
                }
                detail = fresh
                var unsaving = false
                if case .unsave? = sync.pending(about: CalyxWrite.savedKey(flowerID)) { unsaving = true }
                isSaved = (try? store.saved.item(flowerID: flowerID)) != nil || (fresh.savedId != nil && !unsaving)
                own?.reload()
                try? store.snapshots.save(fresh, as: CalyxCacheKey.flower(flowerID))
                phase = .loaded
            case .default(let status, _):
                if detail == nil { phase = .failed(status == 404 ? LoadFailure(kind: .notFound) : LoadFailure(kind: .server)) }
            }
        } catch {
            // With a copy on the phone, the page stays as it was; without, the failure shows with Retry.
            if detail == nil { phase = .failed(LoadFailure(error)) }
        }
    }

    /// The heart: the count moves at once, the server hears when it can.
    public func toggleLike() async {
        guard var shown = detail else { return }
        let liked = !shown.liked
        shown.liked = liked
        shown.likeCount = max(0, shown.likeCount + (liked ? 1 : -1))
        detail = shown
        try? store.snapshots.save(shown, as: CalyxCacheKey.flower(flowerID))
        let report = try? await sync.perform(.like(flowerID: flowerID, liked: liked))
        if let report, !report.refused.isEmpty { await load() }
    }

    /// The primary button: saves (then offers a collection), or removes from Saved.
    public func toggleSave() async {
        guard let detail else { return }
        if isSaved {
            isSaved = false
            let savedID = (try? store.saved.item(flowerID: flowerID))?.savedID ?? detail.savedId
            _ = try? await sync.perform(.unsave(flowerID: flowerID, savedID: savedID))
        } else {
            isSaved = true
            showsSavedConfirmation = true
            _ = try? await sync.perform(.save(card))
        }
        own?.reload()
    }

    public func dismissSavedConfirmation() { showsSavedConfirmation = false }

    /// "Save to Collection": saves the flower if needed and puts it in `collection`.
    public func add(to collection: Components.Schemas.Collection) async {
        if !isSaved { try? sync.record(.save(card)) }
        isSaved = true
        showsSavedConfirmation = false
        let report = try? await sync.perform(.addToCollection(collectionID: collection.id, flowerIDs: [flowerID]))
        if let report, !report.refused.isEmpty { notice = "That collection couldn't take this flower." }
        else { notice = report?.stillPending ?? 0 > 0 ? "Saved to \(collection.name) when you're back online." : "Added to \(collection.name)." }
    }

    /// The person's own scent note (what they smell), one per flower; needs a connection.
    public func setScentNote(_ text: String) async {
        let note = text.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
        guard !note.isEmpty else { notice = "Write what you smell first."; return }
        guard note.count <= Self.scentNoteLimit else { notice = "Keep it to \(Self.scentNoteLimit) characters."; return }
        do {
            switch try await client.api.setScentNote(path: .init(flowerId: flowerID), body: .json(.init(note: note))) {
            case .ok:
                await load()
                notice = "Thanks, your scent note is saved."
            case .default(_, let response):
                notice = (try? response.body.applicationProblemJson)?.errors?.first?.detail ?? "That note couldn't be saved."
            }
        } catch {
            notice = LoadFailure(error).message
        }
    }

    public func dismissNotice() { notice = nil }

    public var card: Components.Schemas.FlowerCard {
        .init(
            id: flowerID, commonName: detail?.commonName ?? "", scientificName: detail?.scientificName ?? "", family: detail?.family ?? "",
            image: detail?.image.map { .init(url: $0.variants.thumb.url, blurhash: $0.blurhash, averageColor: $0.averageColor) },
            likeCount: likeCount, liked: liked, saved: isSaved
        )
    }
}
