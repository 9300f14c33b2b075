import Identity
import Push
import ServerKit

/// Couples' schema history, oldest first. Append only: shipped migrations are never edited.
enum CouplesMigrations {
    static let all: [any Migration] = [
        IdentityMigrations.accounts(name: "0001_identity_accounts"),
        Game(),
        PushMigrations.devices(name: "0003_push_devices"),
        Reminders(),
        IdentityMigrations.displayNameKeys(name: "0005_identity_display_name_keys"),
        RateLimitMigrations.buckets(name: "0006_rate_limit_buckets"),
        DemoAccounts(),
    ]
}
