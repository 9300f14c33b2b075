import Foundation
import ObjectStorage

/// Where a server's data lives, as a backup copies it and a restore writes it: the data directory
/// always; the apps' PostgreSQL schemas when the server uses `DATABASE_URL`; the bucket when its media
/// are in S3.
public struct BackupTargets: Sendable {
    public struct PostgresSchemas: Sendable {
        public var url: PostgresURL
        public var schemas: [String]

        public init(url: PostgresURL, schemas: [String]) {
            self.url = url
            self.schemas = schemas
        }
    }

    public var dataDirectory: URL
    public var postgres: PostgresSchemas?
    public var bucket: S3Client?

    public init(dataDirectory: URL, postgres: PostgresSchemas? = nil, bucket: S3Client? = nil) {
        self.dataDirectory = dataDirectory
        self.postgres = postgres
        self.bucket = bucket
    }

    /// The targets of a server run with `configuration` serving `apps`.
    public init(_ configuration: ServerConfiguration, apps: [String]) throws {
        self.init(dataDirectory: configuration.dataDirectory, bucket: configuration.objectStorage?.client)
        if let databaseURL = configuration.databaseURL {
            postgres = PostgresSchemas(url: try PostgresURL(databaseURL), schemas: apps.map { configuration.schemaPrefix + $0 })
        }
    }
}
