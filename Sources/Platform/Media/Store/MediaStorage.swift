import Foundation
import ServerKit

/// The media store and `/media/{key}` routes a server's configuration asks for: the data directory's
/// `media/` folder, or the S3-compatible bucket of `GREENHOUSE_MEDIA_S3_URL` (several instances).
public enum MediaStorage {
    public static func store(_ configuration: ServerConfiguration) -> any MediaStore {
        guard let settings = configuration.objectStorage else { return DiskMediaStore(dataDirectory: configuration.dataDirectory) }
        return S3MediaStore(client: settings.client)
    }

    public static func routes(_ configuration: ServerConfiguration) -> MediaRoutes {
        MediaRoutes(store: store(configuration), redirects: configuration.objectStorage?.mediaServing == .redirect)
    }
}
