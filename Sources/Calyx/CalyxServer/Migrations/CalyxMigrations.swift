import ServerKit

/// Calyx's schema history, oldest first. Append only: shipped migrations are never edited.
enum CalyxMigrations {
    static let all: [any Migration] = [
        Baseline(),
    ]
}
