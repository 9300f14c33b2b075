import Foundation

/// What a backup holds, written last (`manifest.json`): a directory without one is an unfinished
/// backup. `restore` checks every file against it before it touches anything.
///
/// The layout: the data directory's files under `data/`, one `pg_dump` archive per app schema under
/// `postgres/`, and the object store's objects under `objects/` (by their keys).
public struct BackupManifest: Codable, Equatable, Sendable {
    public static let fileName = "manifest.json"
    /// Bumped when the layout changes; a restore refuses a format it does not know. 2: the data
    /// directory under `data/`, PostgreSQL schemas and objects.
    public static let currentFormat = 2

    public var format: Int
    public var createdAt: Date
    public var greenhouseVersion: String
    /// Every file of the backup but the manifest, by path relative to the backup, sorted.
    public var files: [File]
    /// Which of those files are SQLite databases, with the rows each table held when it was copied.
    public var databases: [SQLiteDatabase]
    /// Which are `pg_dump` archives of PostgreSQL schemas, with the rows each table held in the dump's snapshot.
    public var postgres: [PostgresSchema]
    /// Which are objects of the object store (S3), by key.
    public var objects: [StoredObject]

    public struct File: Codable, Equatable, Sendable {
        public var path: String
        public var bytes: Int
        /// Lowercase hex.
        public var sha256: String
        /// POSIX permission bits, so secrets stay private after a restore.
        public var mode: Int
    }

    public struct SQLiteDatabase: Codable, Equatable, Sendable {
        public var path: String
        public var rowsPerTable: [String: Int]
    }

    public struct PostgresSchema: Codable, Equatable, Sendable {
        public var schema: String
        /// The archive (`pg_dump --format=custom`), among `files`.
        public var path: String
        public var rowsPerTable: [String: Int]
    }

    public struct StoredObject: Codable, Equatable, Sendable {
        public var key: String
        /// The object's bytes, among `files`.
        public var path: String
        public var contentType: String?
    }

    public init(
        format: Int = Self.currentFormat, createdAt: Date, greenhouseVersion: String, files: [File], databases: [SQLiteDatabase],
        postgres: [PostgresSchema] = [], objects: [StoredObject] = []
    ) {
        self.format = format
        self.createdAt = createdAt
        self.greenhouseVersion = greenhouseVersion
        self.files = files
        self.databases = databases
        self.postgres = postgres
        self.objects = objects
    }

    static func read(from directory: URL) throws -> BackupManifest {
        let url = directory.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { throw BackupError.noManifest(directory.path) }
        do {
            return try JSONDecoder.backup.decode(BackupManifest.self, from: Data(contentsOf: url))
        } catch {
            throw BackupError.unreadableManifest(url.path, "\(error)")
        }
    }

    func write(to directory: URL) throws {
        let bytes = try JSONEncoder.backup.encode(self)
        try DurableFile.replace(directory.appendingPathComponent(Self.fileName).path, with: Array(bytes), permissions: 0o600)
    }
}

extension JSONEncoder {
    fileprivate static var backup: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }
}

extension JSONDecoder {
    fileprivate static var backup: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
