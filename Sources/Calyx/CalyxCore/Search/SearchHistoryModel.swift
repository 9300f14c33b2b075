import CalyxAPI
import ClientKit
import Foundation
import Observation

/// The search history under the Catalog's search bar: newest first, grouped Today / Yesterday /
/// This Week / Earlier in the device's time zone, searchable, with swipe-to-delete and Clear All
/// (which asks first). Signed out, there is none to show. With the phone's store, it opens with the
/// last history seen (offline too), and deletions go through the queue like every other change.
@MainActor @Observable
public final class SearchHistoryModel {
    public typealias Entry = Components.Schemas.HistoryEntry

    public var entries: [Entry] { list.items }
    public private(set) var failure: LoadFailure?
    /// Set by Clear All; the screen shows the confirmation while it is true.
    public private(set) var confirmingClear = false
    /// Only entries whose search or flower contain these words (the history's own search field).
    public private(set) var filter = ""

    /// Typing in the history's field waits this long before asking the server.
    public static let debounce = Duration.milliseconds(300)

    private let api: any APIProtocol
    private let store: CalyxStore?
    private let sleep: @Sendable (Duration) async throws -> Void
    private var typing: Task<Void, Never>?
    /// Whether the next appearance should ask the server again: at first, and after something
    /// changed the history elsewhere (a flower opened from a search), not on every appearance.
    @ObservationIgnored private var isStale = true
    private let sync: CalyxSync?
    private let now: @Sendable () -> Date
    private let calendar: Calendar
    private var list = PagedList<Entry, String> { $0.id }

    /// `calendar` carries the device's time zone.
    public init(
        client: CalyxClient, store: CalyxStore? = nil, sync: CalyxSync? = nil, calendar: Calendar = .autoupdatingCurrent,
        now: @escaping @Sendable () -> Date = { Date() },
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0, tolerance: .zero) }
    ) {
        api = client.api
        self.sleep = sleep
        self.store = store
        self.sync = sync
        self.calendar = calendar
        self.now = now
        if let cached = store?.snapshots.load([Entry].self, CalyxCacheKey.history) {
            list.receive(cached, next: nil, for: nil)
        }
    }

    public var sections: [(section: HistorySection, items: [Entry])] {
        HistorySection.grouped(list.items, at: \.searchedAt, now: now(), calendar: calendar)
    }

    public var isEmpty: Bool { list.items.isEmpty && failure == nil }

    /// The first page (again).
    public func load() async {
        await fetch(cursor: nil)
    }

    public func search(_ words: String) async {
        typing?.cancel()
        filter = words
        await load()
    }

    /// The history's own field changed: the entries containing these words, after a pause; a newer
    /// keystroke cancels the older ask, and an answer for older words is dropped.
    public func type(_ words: String) {
        filter = words
        typing?.cancel()
        typing = Task { [sleep] in
            do { try await sleep(Self.debounce) } catch { return }
            guard !Task.isCancelled else { return }
            await self.load()
        }
    }

    /// Waits for the ask the last keystroke started.
    public func settled() async { await typing?.value }

    /// The list came on screen: asks the server only the first time and after `invalidate()`.
    public func appeared() async {
        guard isStale else { return }
        await load()
    }

    /// Something elsewhere changed the history (a flower opened from a search records it).
    public func invalidate() { isStale = true }

    /// The entry at `index` came on screen: near the end, the next page is fetched, once.
    public func entryAppeared(at index: Int) async {
        guard let cursor = list.cursorToFetch(appeared: index) else { return }
        await fetch(cursor: cursor)
    }

    /// Swipe to delete: gone from the list at once, back in place if the server refused. Through the
    /// queue when there is one: offline, it is sent once the connection is back.
    public func delete(_ entry: Entry) async {
        guard let index = list.items.firstIndex(where: { $0.id == entry.id }) else { return }
        list.items.remove(at: index)
        if let sync {
            keepFirstPage()
            let report = try? await sync.perform(.deleteHistoryEntry(entryID: entry.id))
            if let report, !report.refused.isEmpty { await load() }
            return
        }
        do {
            switch try await api.deleteHistoryEntry(path: .init(entryId: entry.id)) {
            case .noContent: break
            case .default(let status, _) where status == 404: break  // already gone (another device)
            case .default:
                list.items.insert(entry, at: min(index, list.items.count))
            }
        } catch {
            list.items.insert(entry, at: min(index, list.items.count))
            failure = LoadFailure(error)
        }
    }

    /// Clear All asks first.
    public func askToClear() { confirmingClear = !list.items.isEmpty }
    public func cancelClear() { confirmingClear = false }

    public func confirmClear() async {
        confirmingClear = false
        if let sync {
            list.reset()
            keepFirstPage()
            _ = try? await sync.perform(.clearHistory)
            return
        }
        do {
            _ = try await api.clearHistory().noContent
            list.reset()
        } catch {
            failure = LoadFailure(error)
        }
    }

    private func fetch(cursor: String?) async {
        let words = filter.trimmingCharacters(in: .whitespacesAndNewlines)
        // Deletions made offline go first, so the server's answer no longer holds them.
        if cursor == nil, let sync { await sync.flush() }
        do {
            let asked = words.isEmpty ? nil : CalyxLimits.prefix(of: words, maxLength: CalyxLimits.searchQueryMaxLength)
            let page = try await api.listHistory(query: .init(query: asked, cursor: cursor)).ok.body.json
            // The field moved on while this was asked: a newer answer is coming.
            guard words == filter.trimmingCharacters(in: .whitespacesAndNewlines) else { return }
            list.receive(page.items, next: page.nextCursor, for: cursor)
            if cursor == nil { isStale = false }
            if cursor == nil, words.isEmpty { keepFirstPage() }
            failure = nil
        } catch {
            if let cursor { list.failed(cursor) }
            failure = LoadFailure(error)
        }
    }

    /// The unfiltered first page, for the next time the tab opens (offline too).
    private func keepFirstPage() {
        guard filter.isEmpty else { return }
        try? store?.snapshots.save(Array(list.items.prefix(50)), as: CalyxCacheKey.history)
    }
}
