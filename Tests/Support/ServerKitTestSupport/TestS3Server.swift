import Foundation
import ObjectStorage
import ServerKit

/// The S3-compatible server `scripts/with-s3.sh` started (moto, checking signatures), from its variables;
/// nil outside that script.
public enum TestS3Server {
    public static var current: (location: S3Location, credentials: S3Credentials)? {
        let environment = ProcessInfo.processInfo.environment
        guard let url = environment["GREENHOUSE_TEST_S3_URL"], let location = try? S3Location(parsing: url),
              let id = environment["GREENHOUSE_TEST_S3_ACCESS_KEY_ID"], let secret = environment["GREENHOUSE_TEST_S3_SECRET_ACCESS_KEY"]
        else { return nil }
        return (location, S3Credentials(accessKeyID: id, secretAccessKey: secret))
    }

    /// The test bucket as a server's object storage.
    public static func settings(serving: ObjectStorageSettings.MediaServing = .proxy) -> ObjectStorageSettings? {
        current.map { ObjectStorageSettings(location: $0.location, credentials: $0.credentials, mediaServing: serving) }
    }
}
