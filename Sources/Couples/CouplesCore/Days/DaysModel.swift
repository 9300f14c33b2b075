import ClientKit
import CouplesAPI
import Foundation
import Observation

/// The days you look back on: every day you both finished, newest first, paged as the server pages,
/// each with both thumbnails (opened as the row comes on screen, then kept on the phone). Offline it
/// shows the days the phone kept, and says so.
@MainActor @Observable
public final class DaysModel {
    public enum Phase: Equatable, Sendable {
        case loading
        case loaded
        /// Not paired: there are no days to look back on.
        case notPaired
        case failed(String)
    }

    public struct Row: Identifiable, Equatable, Sendable {
        public let date: String
        public let dayNumber: Int
        /// "24 Nov 2026".
        public let dateText: String
        public let question: String
        public var myThumbnail: Data?
        public var partnerThumbnail: Data?

        public var id: String { date }
        public var dayNumberText: String { "Day \(dayNumber)" }
    }

    public static let emptyMessage = "Days you both finish will be kept here to look back on."
    public static let loadFailedMessage = "Your days couldn't be loaded. Try again."

    public private(set) var phase: Phase = .loading
    /// True while the rows came from the phone because the server could not be reached.
    public private(set) var isShowingCachedState = false
    public private(set) var isLoadingMore = false
    public var rows: [Row] { list.items }
    public var hasMore: Bool { list.hasMore }
    public var isEmpty: Bool { phase == .loaded && list.items.isEmpty }

    @ObservationIgnored let environment: CouplesEnvironment
    @ObservationIgnored let pageSize: Int
    private var list = PagedList<Row, String>(id: { $0.date })
    @ObservationIgnored private var reader: DayReader?

    public init(environment: CouplesEnvironment, pageSize: Int = 20) {
        self.environment = environment
        self.pageSize = pageSize
    }

    /// The first page from the server (kept on the phone), or the kept days offline.
    public func load() async {
        if list.items.isEmpty { phase = .loading }
        reader = await DayReader.resolve(environment)
        do throws(CouplesServiceError) {
            let page = try await environment.service.days(limit: pageSize, cursor: nil)
            receive(page, for: nil)
            isShowingCachedState = false
            phase = .loaded
        } catch {
            showKept(or: error)
        }
    }

    /// A day just finished (the partner event): it joins the top of a list already showing, without
    /// moving what was scrolled to.
    public func dayCompleted() async {
        guard phase == .loaded, !isShowingCachedState, let reader,
              let page = try? await environment.service.days(limit: pageSize, cursor: nil)
        else { return }
        try? reader.archive.save(page.items, pairID: reader.pairID)
        let newest = list.items.first?.date ?? ""
        list.items.insert(contentsOf: page.items.filter { $0.date > newest }.map(makeRow), at: 0)
    }

    /// A row came on screen: its thumbnails, and the next page when it is near the end.
    public func rowAppeared(_ row: Row) async {
        guard let index = list.items.firstIndex(where: { $0.date == row.date }) else { return }
        if !isShowingCachedState, let cursor = list.cursorToFetch(appeared: index) {
            isLoadingMore = true
            do throws(CouplesServiceError) {
                receive(try await environment.service.days(limit: pageSize, cursor: cursor), for: cursor)
            } catch {
                list.failed(cursor)
            }
            isLoadingMore = false
        }
        await loadThumbnails(row.date)
    }

    /// The day's own screen.
    public func dayModel(for row: Row) -> PastDayModel {
        PastDayModel(environment: environment, date: row.date)
    }

    private func receive(_ page: Components.Schemas.DayPage, for cursor: String?) {
        if let reader { try? reader.archive.save(page.items, pairID: reader.pairID) }
        list.receive(page.items.map(makeRow), next: page.nextCursor, for: cursor)
    }

    private func showKept(or error: CouplesServiceError) {
        if error.slug == "not-paired" {
            list.reset()
            phase = .notPaired
            return
        }
        let pairID = reader?.pairID ?? environment.cache.load(Components.Schemas.Pair.self, .pair)?.id
        guard error.isUnreachable, let pairID else {
            if list.items.isEmpty { phase = .failed(Self.loadFailedMessage) }
            return
        }
        let kept = DayArchive(database: environment.database).days(pairID: pairID)
        list.receive(kept.map(makeRow), next: nil, for: nil)
        isShowingCachedState = true
        phase = .loaded
    }

    /// A row with the thumbnails already opened on this phone; the rest come as it appears.
    private func makeRow(_ day: Components.Schemas.Day) -> Row {
        Row(
            date: day.date, dayNumber: day.dayNumber, dateText: FlowerDisplay.readable(day.date), question: day.question.text,
            myThumbnail: reader?.keptPhoto(day: day.date, author: .me, .thumbnail),
            partnerThumbnail: reader?.keptPhoto(day: day.date, author: .partner, .thumbnail)
        )
    }

    private func loadThumbnails(_ date: String) async {
        guard let reader, let row = list.items.first(where: { $0.date == date }),
              row.myThumbnail == nil || row.partnerThumbnail == nil
        else { return }
        let mine = row.myThumbnail == nil ? await reader.photo(day: date, author: .me, .thumbnail) : row.myThumbnail
        let theirs = row.partnerThumbnail == nil ? await reader.photo(day: date, author: .partner, .thumbnail) : row.partnerThumbnail
        // Looked up again: a refresh may have replaced the rows meanwhile.
        guard let index = list.items.firstIndex(where: { $0.date == date }) else { return }
        list.items[index].myThumbnail = mine
        list.items[index].partnerThumbnail = theirs
    }
}
