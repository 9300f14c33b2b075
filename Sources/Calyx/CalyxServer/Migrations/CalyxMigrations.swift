import Identity
import Media
import ServerKit

/// Calyx's schema history, oldest first. Append only: shipped migrations are never edited.
enum CalyxMigrations {
    static let all: [any Migration] = [
        Baseline(),
        IdentityMigrations.accounts(name: "0002_identity_accounts"),
        MediaMigrations.records(name: "0003_media"),
        Catalog(),
        Herbarium(),
        Community(),
        HerbariumPrivacy(),
        Feed(),
        JobMigrations.leases(name: "0008_job_leases"),
        Notifications(),
        DataExports(),
        FeedIndexes(),
        PopularCollections(),
        IdentityMigrations.displayNameKeys(name: "0013_identity_display_name_keys"),
        CollectionNameKeys(),
        MediaMigrations.pendingFiles(name: "0015_media_pending"),
        RateLimitMigrations.buckets(name: "0016_rate_limit_buckets"),
        SearchKeyIndexes(),
        MediaMigrations.variantJobs(name: "0018_media_variant_jobs"),
        DemoRows(),
        PrivateCataloguesIndex(),
        ModerationConsole(),
        IdentityMigrations.activeDays(name: "0022_active_days"),
        KPIMigrations.daily(name: "0023_kpi_daily"),
    ]
}
