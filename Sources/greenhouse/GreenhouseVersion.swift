/// The version `greenhouse version` prints. Bumped on release.
enum GreenhouseVersion {
    static let current = "0.1.0"
}
