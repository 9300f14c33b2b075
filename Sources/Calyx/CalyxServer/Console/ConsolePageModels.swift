/// What each console template shows, already formatted: the templates only place and escape it.
enum ConsolePageModels {
    struct SignIn: Sendable {
        let title = "Sign in"
        var askForm = true
        var sent = false
        var address = ""
        var expired = false
        var confirmToken: String?
    }

    struct Refused: Sendable {
        let title: String
        let detail: String
    }

    struct Queue: Sendable {
        let title = "Queue"
        let moderator: String
        let csrf: String
        let notice: String?
        let countLabel: String
        let items: [Item]
        let log: [LogLine]
        let periods: [Period]
    }

    struct Item: Sendable {
        let id: String
        let csrf: String
        let stateLabel: String
        let stateClass: String
        let flower: String
        let postedAt: String
        let text: String
        let reportsLabel: String
        let firstReportedAt: String
        let reasons: [ReasonCount]
        let details: [ReportDetail]
        let thread: [ThreadLine]
        let author: Author
        let periods: [Period]
    }

    struct ReasonCount: Sendable {
        let reason: String
        let count: Int
    }

    struct ReportDetail: Sendable {
        let reason: String
        let detail: String
        let at: String
    }

    struct ThreadLine: Sendable {
        let author: String
        let text: String
        let at: String
        /// Named apart from the item's `stateLabel`: a missing key would read the item's through Mustache's context stack.
        let lineState: String?
        let isThis: Bool
        let isReply: Bool
    }

    struct Author: Sendable {
        let id: String
        let name: String
        let username: String?
        let joined: String
        let comments: Int
        let removed: Int
        let reports: Int
        let suspensions: Int
        let suspendedUntil: String?
    }

    struct Period: Sendable {
        let value: String
        let label: String
    }

    struct LogLine: Sendable {
        let at: String
        let moderator: String
        let action: String
        let comment: String
        let subject: String
        let detail: String
    }

    struct KPIs: Sendable {
        let title = "KPIs"
        let moderator: String
        let csrf: String
        let days: Int
        let computed: String
        let charts: [Chart]
    }

    struct Chart: Sendable {
        let metric: String
        let title: String
        let explanation: String
        let latest: String
        let svg: String
    }
}
