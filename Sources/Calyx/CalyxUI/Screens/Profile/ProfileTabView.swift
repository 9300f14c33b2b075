import SwiftUI

// Screen models land in CalyxCore; this view renders one.
/// The Profile tab (§3.5: photo, counts, collections, settings), until its screen model lands.
struct ProfileTabView: View {
    var body: some View {
        NavigationStack {
            ContentUnavailableView {
                Label("Your Profile", systemImage: "person")
            } description: {
                Text("Your flowers, collections and followers will gather here.")
            }
            .foregroundStyle(CalyxPalette.darkGray)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(CalyxPalette.cream.ignoresSafeArea())
            .navigationTitle("Profile")
        }
    }
}
