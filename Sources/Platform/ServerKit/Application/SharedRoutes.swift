import Hummingbird

/// Routes outside every app's `/<app>/v1` that several apps rely on, such as the media files at
/// `/media/{key}`. Apps list them; the server mounts each `id` once however many apps list it.
public protocol SharedRoutes: Sendable {
    /// Identifies the routes: two apps listing the same `id` share one mount.
    var id: String { get }

    func addRoutes(to routes: RouterGroup<AppRequestContext>, configuration: ServerConfiguration)
}
