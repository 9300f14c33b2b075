import CalyxAPI
import CalyxCore
import Foundation
import SwiftUI

/// A profile's header (§3.5, §7.6 "Profile Screen"): the circular 80 pt photo on the left, the
/// catalogue count beside it (32 pt bold, "Flowers" under it), then the name (18 pt bold), @username
/// (14 pt gray) and the one-line about; under them, centred, "X Followers • Y Following", which
/// opens the lists. At the largest text sizes the three columns stack.
///
/// The count is hidden when the catalogue is private (someone else's profile leaves it out).
struct ProfileHeader: View {
    let profile: Components.Schemas.Profile
    let followLine: String
    let openFollows: () -> Void
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @ScaledMetric(relativeTo: .largeTitle) private var countSize: CGFloat = 32

    var body: some View {
        VStack(spacing: CalyxSpacing.medium) {
            let layout = dynamicTypeSize.isAccessibilitySize ? AnyLayout(VStackLayout(alignment: .leading, spacing: CalyxSpacing.medium)) : AnyLayout(HStackLayout(alignment: .center, spacing: CalyxSpacing.medium))
            layout {
                PersonPhoto(profile: profile, size: 80)
                if let count = profile.catalogueCount {
                    VStack(spacing: 0) {
                        Text(count, format: .number)
                            .font(.system(size: countSize, weight: .bold))
                            .foregroundStyle(CalyxPalette.black)
                        Text("Flowers")
                            .calyxFont(.caption)
                            .foregroundStyle(CalyxPalette.darkGray)
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(Text("^[\(count) flower](inflect: true) in the catalogue"))
                }
                VStack(alignment: .leading, spacing: 2) {
                    // §7.6: 18 pt bold, the h3 size at the heavier weight.
                    Text(profile.displayName)
                        .bold()
                        .calyxFont(.h3)
                        .foregroundStyle(CalyxPalette.black)
                        .accessibilityAddTraits(.isHeader)
                    if let username = profile.username {
                        Text("@\(username)")
                            .calyxFont(.small)
                            .foregroundStyle(CalyxPalette.darkGray)
                    }
                    if let about = profile.about, !about.isEmpty {
                        MentionedText(text: about)
                            .calyxFont(.small)
                            .foregroundStyle(CalyxPalette.black)
                            .lineLimit(dynamicTypeSize.isAccessibilitySize ? nil : 1)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            Button(action: openFollows) {
                Text(followLine)
                    .calyxFont(.small)
                    .foregroundStyle(CalyxPalette.botanicalGreen)
                    .frame(maxWidth: .infinity, minHeight: CalyxSpacing.minimumTouchTarget)
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .accessibilityHint("Shows who follows them and whom they follow.")
        }
    }
}
