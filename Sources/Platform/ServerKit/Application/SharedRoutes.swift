import Hummingbird

/// Routes outside every app's `/<app>/v1` that several apps rely on, such as the media files at
/// `/media/{key}`. Apps list them; the server mounts each `id` once however many apps list it,
/// merging what each app listed under it first (`merging(_:)`).
public protocol SharedRoutes: Sendable {
    /// Identifies the routes: two apps listing the same `id` share one mount.
    var id: String { get }

    func addRoutes(to routes: RouterGroup<AppRequestContext>, configuration: ServerConfiguration)

    /// These routes and another app's of the same `id`, as one (the apple-app-site-association names
    /// every app's links). By default the first listing is mounted and the others are the same routes.
    func merging(_ other: any SharedRoutes) -> any SharedRoutes
}

extension SharedRoutes {
    public func merging(_ other: any SharedRoutes) -> any SharedRoutes { self }
}

/// What the server mounts of every app's shared routes.
enum SharedRoutesList {
    /// One per `id`, in the order first listed, each merged with the later listings of its `id`.
    static func mergedByID(_ listed: [any SharedRoutes]) -> [any SharedRoutes] {
        var order: [String] = []
        var byID: [String: any SharedRoutes] = [:]
        for routes in listed {
            if let earlier = byID[routes.id] {
                byID[routes.id] = earlier.merging(routes)
            } else {
                order.append(routes.id)
                byID[routes.id] = routes
            }
        }
        return order.compactMap { byID[$0] }
    }
}
