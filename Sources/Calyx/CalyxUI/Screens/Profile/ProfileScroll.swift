import CalyxAPI
import ClientKit
import SwiftUI

/// What one's own profile and someone else's share around their content: a pull-to-refresh scroll on
/// cream that shows the profile once it is there, the failure with Retry, or the blooming flower.
struct ProfileScroll<Content: View>: View {
    let profile: Components.Schemas.Profile?
    let failure: LoadFailure?
    let reload: @MainActor () async -> Void
    let content: (Components.Schemas.Profile) -> Content

    // An explicit init: a memberwise one for a stored generic view builder has misbehaved in Swift 6.3.
    init(
        profile: Components.Schemas.Profile?, failure: LoadFailure?, reload: @escaping @MainActor () async -> Void,
        @ViewBuilder content: @escaping (Components.Schemas.Profile) -> Content
    ) {
        self.profile = profile
        self.failure = failure
        self.reload = reload
        self.content = content
    }

    var body: some View {
        ScrollView {
            if let profile {
                content(profile)
            } else if let failure {
                ErrorRetryView(failure: failure, retry: reload)
            } else {
                BloomingRefreshIndicator(size: 48)
                    .frame(maxWidth: .infinity)
                    .padding(.top, CalyxSpacing.extraLarge)
            }
        }
        .refreshable { await reload() }
        .background(CalyxPalette.cream.ignoresSafeArea())
    }
}
