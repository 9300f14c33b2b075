import GifterCore
import SwiftUI

/// One person in Find (§5.2): initials, name, relationship ("Friend", "Partner"), and "Last gifted: 3
/// months ago" when there is a date. Read as one element.
struct PersonRow: View {
    let entry: FindModel.Entry

    var body: some View {
        HStack(spacing: GifterSpacing.small + 4) {
            InitialsAvatar(initials: entry.initials)
            VStack(alignment: .leading, spacing: 2) {
                Text(entry.name)
                    .gifterFont(.body)
                    .foregroundStyle(GifterPalette.white)
                Text(entry.relationship)
                    .gifterFont(.footnote)
                    .foregroundStyle(GifterPalette.gray)
                if let lastGifted = FindModel.lastGiftedLine(entry) {
                    Text(lastGifted)
                        .gifterFont(.footnote)
                        .foregroundStyle(GifterPalette.gray)
                }
            }
        }
        .padding(.vertical, GifterSpacing.extraSmall)
        .accessibilityElement(children: .combine)
    }
}
