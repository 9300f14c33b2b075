import SwiftUI

// Screen models land in CalyxCore; this view renders one.
/// The Home tab (§4.1: the feed of Polaroid cards from people you follow), until its screen model lands.
struct HomeTabView: View {
    var body: some View {
        NavigationStack {
            ContentUnavailableView {
                Label("Your Feed", systemImage: "house")
            } description: {
                Text("Flowers from the people you follow will bloom here.")
            }
            .foregroundStyle(CalyxPalette.darkGray)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(CalyxPalette.cream.ignoresSafeArea())
            .navigationTitle("Home")
        }
    }
}
