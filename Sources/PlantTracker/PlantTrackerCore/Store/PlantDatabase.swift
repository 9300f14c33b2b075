import Foundation
import GRDB

/// The on-device database: one SQLite file in WAL mode (GRDB's `DatabasePool`: screens read while the
/// app writes), migrated in order on open. Replaces the spec's Core Data with something testable on Linux.
public struct PlantDatabase: Sendable {
    public let writer: DatabasePool

    /// Opens (creating if needed) the database at `url` and applies pending migrations.
    public init(url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { db in db.add(function: Self.foldFunction) }
        writer = try DatabasePool(path: url.path, configuration: configuration)
        try Self.migrator.migrate(writer)
    }

    /// `gh_fold(text)`: text lowercased and without diacritics, so Home's search finds "Café" for
    /// "cafe" (SQLite's own LIKE folds ASCII letters only).
    static let foldFunction = DatabaseFunction("gh_fold", argumentCount: 1, pure: true) { values in
        String.fromDatabaseValue(values[0]).map(HomeQuery.fold)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("0001_plants_and_photos") { db in
            try db.create(table: "plant") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("name", .text).notNull()
                table.column("scientificName", .text)
                table.column("location", .text)
                // Set null when that photo goes, so the card falls back to the newest photo.
                table.column("coverPhotoID", .integer)
                table.column("isArchived", .boolean).notNull().defaults(to: false)
                table.column("createdAt", .datetime).notNull()
                table.column("updatedAt", .datetime).notNull()
            }
            try db.create(table: "photo") { table in
                table.autoIncrementedPrimaryKey("id")
                table.belongsTo("plant", onDelete: .cascade).notNull()
                table.column("fileName", .text).notNull().unique()
                table.column("takenAt", .datetime).notNull()
                table.column("notes", .text)
                table.column("createdAt", .datetime).notNull()
            }
            // The timeline reads newest first within a plant; ties on the date fall back to the id.
            try db.create(index: "photo_timeline", on: "photo", columns: ["plantID", "takenAt", "id"])
        }
        migrator.registerMigration("0002_plant_identity_and_start") { db in
            try db.alter(table: "plant") { table in
                table.add(column: "uuid", .text)
                table.add(column: "startedAt", .datetime)
            }
            // Plants made before this migration get their identity now.
            try db.execute(sql: "UPDATE plant SET uuid = lower(hex(randomblob(16))) WHERE uuid IS NULL")
            try db.create(index: "plant_uuid", on: "plant", columns: ["uuid"], unique: true)
            // The home list reads plants by name within archived/active.
            try db.execute(sql: "CREATE INDEX plant_by_name ON plant(isArchived, name COLLATE NOCASE, id)")
        }
        migrator.registerMigration("0003_recently_deleted") { db in
            // Deleting sets these instead of removing rows and files; the launch purges them 30 days on.
            try db.alter(table: "plant") { table in table.add(column: "deletedAt", .datetime) }
            try db.alter(table: "photo") { table in table.add(column: "deletedAt", .datetime) }
            // Recently Deleted and the purge read only deleted rows, newest first.
            try db.execute(sql: "CREATE INDEX plant_deleted ON plant(deletedAt) WHERE deletedAt IS NOT NULL")
            try db.execute(sql: "CREATE INDEX photo_deleted ON photo(deletedAt) WHERE deletedAt IS NOT NULL")
        }
        return migrator
    }
}
