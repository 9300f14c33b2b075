import HTTPTypes
import ServerKit

/// The problems particular to Couples, each with a stable type the app can act on.
extension Problem {
    static func notPaired() -> Problem {
        Problem(status: .notFound, slug: "not-paired", title: "Not paired", detail: "You are not in a pair yet: invite your partner or join them.")
    }

    static func alreadyPaired() -> Problem {
        .conflict("already-paired", title: "Already paired", detail: "A person can be in one pair at a time.")
    }

    static func dayClosed(field: String = "day") -> Problem {
        .conflict("day-closed", title: "Day closed", detail: "Only today can be answered.", field: field)
    }
}
