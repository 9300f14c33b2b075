import Foundation
import ServerKit

/// Everything the console's pages act on, built once with the API's routes so a decision in the
/// console moves the same conversation versions the API's comment pages are cached by.
struct ModerationConsole: Sendable {
    let links: ConsoleLinks
    let sessions: ConsoleSessions
    let moderators: ConsoleModerators
    let reports: CommentReports
    let suspensions: Suspensions
    let queue: ConsoleQueuePage
    /// The job that fills `kpi_daily` and the gauges (scheduled by the job runner; run here by tests);
    /// the KPI page reads its figures through it.
    let kpiJob: KPIJob<CalyxKPI>
    let mail: ConsoleSignInMail
    let wallClock: any WallClock

    /// Days of figures the KPI page charts.
    static let kpiDays = 30

    init(environment: AppEnvironment, community: CalyxCommunity, mail: ConsoleSignInMail, kpiJob: KPIJob<CalyxKPI>) {
        let database = environment.database
        links = ConsoleLinks(database: database, wallClock: environment.wallClock)
        sessions = ConsoleSessions(database: database, wallClock: environment.wallClock)
        moderators = ConsoleModerators(database: database, configuration: community.configuration)
        reports = community.reports
        suspensions = community.suspensions
        queue = ConsoleQueuePage(queue: community.moderationQueue, log: community.moderationLog, moderators: moderators, database: database)
        self.kpiJob = kpiJob
        self.mail = mail
        wallClock = environment.wallClock
    }

    /// Mails a link when `address` is a moderator's and their last is over a minute old; otherwise does
    /// nothing, and says nothing different.
    func mailLink(to address: String) async throws {
        guard let moderator = try await moderators.moderator(withAddress: address),
              let secret = try await links.issue(for: moderator.id)
        else { return }
        try await mail.send(secret, to: moderator.address)
    }

    func queuePage(_ session: ConsoleSessions.Session, notice: String?) async throws -> ConsolePageModels.Queue {
        try await queue.model(moderator: try await name(session), csrf: session.csrfToken, notice: notice)
    }

    func kpiPage(_ session: ConsoleSessions.Session) async throws -> ConsolePageModels.KPIs {
        let (days, series) = try await kpiJob.recentSeries(days: Self.kpiDays, now: wallClock.now())
        let charts = CalyxKPI.allCases.map { kpi in
            let points = series[kpi] ?? []
            let values = Dictionary(points.map { ($0.day, $0.value) }) { first, _ in first }
            return ConsolePageModels.Chart(
                metric: kpi.rawValue, title: kpi.title, explanation: kpi.explanation,
                latest: points.last.map { "\(kpi.unit.format($0.value)) on \($0.day)" } ?? "No figures yet",
                svg: KPIChart(days: days, values: values, format: { kpi.unit.format($0) }).svg
            )
        }
        return .init(
            moderator: try await name(session), csrf: session.csrfToken, days: Self.kpiDays, computed: "hourly by the kpi-daily job, today live", charts: charts
        )
    }

    private func name(_ session: ConsoleSessions.Session) async throws -> String {
        try await moderators.names([session.user])[session.user] ?? "Moderator"
    }
}
