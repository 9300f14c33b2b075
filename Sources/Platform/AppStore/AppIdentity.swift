/// The two checks every App Store payload gets: signed for this app, in an environment this server accepts.
enum AppIdentity {
    static func check(_ bundleID: String?, expected: String) throws(AppStoreVerificationError) -> String {
        guard let bundleID, bundleID == expected else { throw .wrongBundleID(found: bundleID) }
        return bundleID
    }

    static func check(_ environment: String?, allowed: Set<AppStoreEnvironment>) throws(AppStoreVerificationError) -> AppStoreEnvironment {
        guard let environment else { throw .malformedPayload }
        guard let known = AppStoreEnvironment(rawValue: environment), allowed.contains(known) else {
            throw .wrongEnvironment(found: environment)
        }
        return known
    }
}
