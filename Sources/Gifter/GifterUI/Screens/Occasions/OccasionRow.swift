import GifterAPI
import GifterCore
import SwiftUI

/// One occasion in the list (§6.1): initials on the left; "Mia · Sister" over "Birthday · 19 August"
/// in the middle; the pill on the right, filled once planning is in progress. Read as one element.
struct OccasionRow: View {
    let occasion: Components.Schemas.Occasion

    var body: some View {
        HStack(spacing: GifterSpacing.small + 4) {
            InitialsAvatar(initials: occasion.person.initials)
            VStack(alignment: .leading, spacing: 2) {
                Text(OccasionsModel.nameLine(occasion))
                    .gifterFont(.body)
                    .foregroundStyle(GifterPalette.white)
                Text(OccasionsModel.occasionLine(occasion))
                    .gifterFont(.footnote)
                    .foregroundStyle(GifterPalette.gray)
            }
            Spacer(minLength: GifterSpacing.small)
            Pill(OccasionsModel.pill(occasion), style: occasion.status == .inProgress ? .filled : .outlined)
        }
        .padding(.vertical, GifterSpacing.extraSmall)
        .accessibilityElement(children: .combine)
    }
}
