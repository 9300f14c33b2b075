import SwiftUI

/// The cream page with the blooming flower, while the session is restored at launch; without the
/// flower it is the cover the app switcher shows while the lock is on.
struct LaunchView: View {
    var showsIndicator = true

    var body: some View {
        ZStack {
            CalyxPalette.cream.ignoresSafeArea()
            if showsIndicator {
                BloomingRefreshIndicator(size: 56)
                    .accessibilityLabel("Opening Calyx")
            }
        }
    }
}
