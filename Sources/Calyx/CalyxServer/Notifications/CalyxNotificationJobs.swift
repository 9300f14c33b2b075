import ServerKit

/// The notification work a job runner schedules on every instance (both are safe to run at once on
/// several): `pusher.sendDue(now:)` every few seconds and right after a write that records a
/// notification; `digest.sendDue(now:)` every hour or so (it sends a person at most one a week).
public struct CalyxNotificationJobs: Sendable {
    public let pusher: NotificationPusher
    public let digest: NotificationDigest

    /// The push outbox's job, kicked by the operations that record a notification.
    static let pushJob = "notification-push"
}
