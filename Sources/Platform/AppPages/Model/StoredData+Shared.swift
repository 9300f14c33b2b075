/// Lines every backend's inventory shares: Identity's sessions and ServerKit's shared rate limits.
extension StoredData {
    /// Identity's sessions; `pruned` where the app runs the hourly job that deletes what can no longer sign in.
    static func sessions(pruned: Bool) -> StoredData {
        StoredData(
            "Sign-in sessions: the sign-in method, when the session began, and a hash of each refresh token (never the token itself)",
            tables: ["session_families", "refresh_tokens"],
            kept: pruned
                ? "A refresh token works for 30 days; expired tokens and ended sessions are deleted by an hourly job"
                : "A refresh token works for 30 days; the rows stay, unusable, until you delete your account",
            seenBy: "No one; the server checks them when your app signs in again"
        )
    }
    /// Push's device tokens (`push_devices`), for the apps whose pushes need no other table.
    static let pushDevices = StoredData(
        "Your phone’s push token, if you allow notifications",
        tables: ["push_devices"],
        kept: "Until you sign out, turn notifications off or Apple reports the token dead",
        seenBy: "No one"
    )
    /// Identity's `active_days`, for the KPIs (`ActiveDays`).
    static let activeDays = StoredData(
        "The days (in UTC) you used the app signed in, for counts of active people; nothing about what you did",
        tables: ["active_days"],
        kept: "35 days, then deleted by an hourly job (or with your account)",
        seenBy: "No one; the operator sees only totals"
    )
    static let rateLimits = StoredData(
        "Request counters for rate limiting, named by a one-way digest of your network address",
        tables: ["rate_limit_buckets"],
        kept: "Until the counter has refilled, seconds to minutes later",
        seenBy: "No one"
    )
}

extension TableNote {
    static let bookkeeping = TableNote(["greenhouse_migrations"], why: "the names of the schema changes applied to the database")
    static let jobs = TableNote(["job_leases"], why: "which server instance runs each background job, and when it last ran")
    static let kpis = TableNote(["kpi_daily"], why: "daily totals for the operator (active people, sign-ups, retention and the like), never about one person")
}
