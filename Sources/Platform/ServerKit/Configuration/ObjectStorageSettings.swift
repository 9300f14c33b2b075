import ObjectStorage

/// Where files go when they must outlive one machine: an S3-compatible bucket
/// (`GREENHOUSE_MEDIA_S3_URL`, credentials from `AWS_ACCESS_KEY_ID` / `AWS_SECRET_ACCESS_KEY` /
/// `AWS_SESSION_TOKEN`). Without it, every file stays in the data directory.
public struct ObjectStorageSettings: Sendable, Equatable {
    /// How `/media/{key}` answers: by sending the bytes itself (the same ETag and caching as the disk
    /// store), or with a 307 to a presigned URL of the store, which then carries the bytes.
    public enum MediaServing: String, Sendable {
        case proxy, redirect
    }

    public var location: S3Location
    public var credentials: S3Credentials
    public var mediaServing: MediaServing

    public init(location: S3Location, credentials: S3Credentials, mediaServing: MediaServing = .proxy) {
        self.location = location
        self.credentials = credentials
        self.mediaServing = mediaServing
    }

    /// nil when `GREENHOUSE_MEDIA_S3_URL` is unset; a clear error when it or its credentials are wrong.
    public init?(environment: [String: String]) throws(ConfigurationError) {
        guard let text = environment["GREENHOUSE_MEDIA_S3_URL"], !text.isEmpty else { return nil }
        let location: S3Location
        do {
            location = try S3Location(parsing: text)
        } catch {
            throw ConfigurationError(variable: "GREENHOUSE_MEDIA_S3_URL", message: error.description)
        }
        guard let credentials = S3Credentials(environment: environment) else {
            throw ConfigurationError(variable: "AWS_ACCESS_KEY_ID", message: "and AWS_SECRET_ACCESS_KEY must be set with GREENHOUSE_MEDIA_S3_URL")
        }
        let serving = environment["GREENHOUSE_MEDIA_SERVING"].flatMap { $0.isEmpty ? nil : $0 } ?? "proxy"
        guard let mediaServing = MediaServing(rawValue: serving) else {
            throw ConfigurationError(variable: "GREENHOUSE_MEDIA_SERVING", message: "must be proxy or redirect, got '\(serving)'")
        }
        self.init(location: location, credentials: credentials, mediaServing: mediaServing)
    }
}
