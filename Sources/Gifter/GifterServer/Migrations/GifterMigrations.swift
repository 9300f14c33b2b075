import Identity
import Media
import Push
import ServerKit

/// Gifter's schema history, oldest first. Append only: shipped migrations are never edited.
enum GifterMigrations {
    static let all: [any Migration] = [
        IdentityMigrations.accounts(name: "0001_identity_accounts"),
        IdentityMigrations.passwords(name: "0002_identity_passwords"),
        IdentityMigrations.passwordResets(name: "0003_identity_password_resets"),
        PushMigrations.devices(name: "0004_push_devices"),
        Gifting(),
        MediaMigrations.records(name: "0006_media"),
        ProductImages(),
        IdentityMigrations.displayNameKeys(name: "0008_identity_display_name_keys"),
        MediaMigrations.pendingFiles(name: "0009_media_pending"),
        RateLimitMigrations.buckets(name: "0010_rate_limit_buckets"),
        MediaMigrations.variantJobs(name: "0011_media_variant_jobs"),
        FriendInviteLinks(),
        PushOutboxTables(),
        ProfileUse(),
        DeclinedRequests(),
        DemoAccounts(),
        IdentityMigrations.activeDays(name: "0017_active_days"),
        KPIMigrations.daily(name: "0018_kpi_daily"),
    ]
}
