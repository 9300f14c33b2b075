/// Where a transaction happened, as the payload's `environment` names it: a server accepts only the ones it is configured for.
public enum AppStoreEnvironment: String, Sendable, Hashable, CaseIterable {
    case production = "Production"
    case sandbox = "Sandbox"
    /// StoreKit testing in Xcode: signed by a local certificate, trusted only when its root is configured.
    case xcode = "Xcode"
    case localTesting = "LocalTesting"
}
