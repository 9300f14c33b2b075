import AppStore
import AppStoreTestSupport
import Foundation
import ServerKitTestSupport
import X509

/// A verifier for the couples app trusting `roots` only, its clock stopped at `date`.
func verifier(
    trusting roots: [Certificate],
    environments: Set<AppStoreEnvironment> = [.production],
    at date: Date = FakeAppStore.referenceDate
) -> AppStoreSignedDataVerifier {
    AppStoreSignedDataVerifier(trustedRoots: roots, bundleID: FakeAppStore.bundleID, environments: environments, wallClock: ManualWallClock(date))
}

extension AppStoreVerificationError {
    /// The chain failure's reason varies with the library's wording; tests check the case.
    var isUntrustedChain: Bool {
        if case .untrustedChain = self { true } else { false }
    }
}
