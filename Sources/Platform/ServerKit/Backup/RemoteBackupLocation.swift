import Foundation
import ObjectStorage

/// A backup kept in S3 rather than in a local directory: `s3://BUCKET/PREFIX`, each file of the backup
/// the object `PREFIX/PATH`. The store is AWS's unless `GREENHOUSE_BACKUP_S3_ENDPOINT` names another
/// (`http://127.0.0.1:9000`, R2, MinIO); the region is `AWS_REGION` (else us-east-1); the credentials
/// are the usual `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY`.
public struct RemoteBackupLocation: Sendable {
    public let client: S3Client
    /// Without a leading or trailing slash; never empty, so a backup is never the whole bucket.
    public let prefix: String

    public init(client: S3Client, prefix: String) {
        self.client = client
        self.prefix = prefix
    }

    /// nil when `text` does not start with `s3://` (a local directory); a clear error when it is wrong.
    public init?(parsing text: String, environment: [String: String]) throws(ConfigurationError) {
        guard text.lowercased().hasPrefix("s3://") else { return nil }
        let rest = text.dropFirst(5)
        let bucket = String(rest.prefix { $0 != "/" })
        let prefix = rest.dropFirst(bucket.count).split(separator: "/").joined(separator: "/")
        guard S3Location.isBucketName(bucket), !prefix.isEmpty else {
            throw ConfigurationError(variable: "s3://BUCKET/PREFIX", message: "“\(text)” names no bucket and folder: write s3://BUCKET/FOLDER")
        }
        guard let credentials = S3Credentials(environment: environment) else {
            throw ConfigurationError(variable: "AWS_ACCESS_KEY_ID", message: "and AWS_SECRET_ACCESS_KEY must be set to back up to \(text)")
        }
        let region = environment["AWS_REGION"].flatMap { $0.isEmpty ? nil : $0 } ?? "us-east-1"
        let endpointText = environment["GREENHOUSE_BACKUP_S3_ENDPOINT"].flatMap { $0.isEmpty ? nil : $0 } ?? "https://s3.\(region).amazonaws.com"
        guard let endpoint = URL(string: endpointText), ["http", "https"].contains(endpoint.scheme?.lowercased() ?? "") else {
            throw ConfigurationError(variable: "GREENHOUSE_BACKUP_S3_ENDPOINT", message: "must be an http or https URL, got “\(endpointText)”")
        }
        self.init(client: S3Client(location: S3Location(endpoint: endpoint, bucket: bucket, region: region), credentials: credentials), prefix: prefix)
    }

    public var description: String { "s3://\(client.location.bucket)/\(prefix)" }

    func key(_ path: String) -> String { "\(prefix)/\(path)" }

    /// Uploads the finished backup in `local` (its manifest last, so an interrupted upload is no backup),
    /// refusing a prefix that holds anything, making the bucket if there is none.
    public func upload(_ local: URL, manifest: BackupManifest, progress: (String) -> Void) async throws {
        guard try await client.isEmpty(under: prefix + "/") else { throw BackupError.notEmpty(description) }
        progress("uploading \(manifest.files.count) files to \(description)")
        for (index, file) in manifest.files.enumerated() {
            if index > 0, index % 1_000 == 0 { progress("uploaded \(index) of \(manifest.files.count) files") }
            try await client.put(try Self.read(local.appendingPathComponent(file.path)), key: key(file.path))
        }
        try await client.put(try Self.read(local.appendingPathComponent(BackupManifest.fileName)), key: key(BackupManifest.fileName), contentType: "application/json")
    }

    /// Downloads the backup into `local` (new or empty), every file its manifest lists; `ServerRestore`
    /// then checks them as it checks a local backup.
    public func download(to local: URL, progress: (String) -> Void) async throws {
        guard let manifestBytes = try await client.get(key(BackupManifest.fileName)) else { throw BackupError.noManifest(description) }
        try DataDirectoryBackup.createEmpty(local)
        try DurableFile.replace(local.appendingPathComponent(BackupManifest.fileName).path, with: manifestBytes, permissions: 0o600)
        let manifest = try BackupManifest.read(from: local)
        progress("downloading \(manifest.files.count) files from \(description)")
        for (index, file) in manifest.files.enumerated() {
            if index > 0, index % 1_000 == 0 { progress("downloaded \(index) of \(manifest.files.count) files") }
            // A missing object is left missing: the check that follows names it with the rest.
            guard let bytes = try await client.get(key(file.path)) else { continue }
            let target = local.appendingPathComponent(file.path).path
            try CheckedCopy.createParent(of: target)
            try DurableFile.replace(target, with: bytes, permissions: 0o600)
        }
    }

    private static func read(_ url: URL) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: url))
    }
}
