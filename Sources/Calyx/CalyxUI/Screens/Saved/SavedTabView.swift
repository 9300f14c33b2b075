import SwiftUI

// Screen models land in CalyxCore; this view renders one.
/// The Saved tab (§3.4, §7.6): the glassy Flowers | Collections switcher over a Polaroid grid or the
/// collection cards, until its screen model lands.
struct SavedTabView: View {
    /// What the switcher shows (named so it does not hide SwiftUI's `Section`).
    enum Shelf: CaseIterable {
        case flowers
        case collections

        var title: String {
            switch self {
            case .flowers: "Flowers"
            case .collections: "Collections"
            }
        }
    }

    @State private var shelf = Shelf.flowers

    var body: some View {
        NavigationStack {
            VStack(spacing: CalyxSpacing.medium) {
                GlassSegmentedTabs(selection: $shelf, title: \.title)
                    .padding(.horizontal, CalyxSpacing.screenMargin)
                ContentUnavailableView {
                    Label(shelf == .flowers ? "No Saved Flowers" : "No Collections", systemImage: shelf == .flowers ? "heart" : "rectangle.stack")
                } description: {
                    Text(shelf == .flowers ? "Tap the heart on a flower to keep it here." : "Group your saved flowers into collections.")
                }
                .foregroundStyle(CalyxPalette.darkGray)
                .frame(maxHeight: .infinity)
            }
            .padding(.top, CalyxSpacing.small)
            .background(CalyxPalette.cream.ignoresSafeArea())
            .navigationTitle("Saved")
        }
    }
}
