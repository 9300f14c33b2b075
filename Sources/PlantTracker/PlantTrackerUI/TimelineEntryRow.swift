import Foundation
import PlantTrackerCore
import SwiftUI
import UIKit

/// One photo on a plant's timeline: the photo, its date, the plant's age that day, a cover badge and the
/// notes. At accessibility text sizes the photo goes above the words.
struct TimelineEntryRow: View {
    let entry: TimelineEntry
    let imageURL: URL

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    /// Thumbnails are 480 px: sharp up to 160 pt at 3×.
    @ScaledMetric(relativeTo: .body) private var thumbnailSide: CGFloat = 120

    var body: some View {
        let stacked = dynamicTypeSize.isAccessibilitySize
        let layout = stacked ? AnyLayout(VStackLayout(alignment: .leading, spacing: 12)) : AnyLayout(HStackLayout(alignment: .top, spacing: 12))
        layout {
            photo(stacked: stacked)
            VStack(alignment: .leading, spacing: 4) {
                Text(entry.dateText)
                    .font(.headline)
                    // The photo's label already says the date.
                    .accessibilityHidden(true)
                if let ageText = entry.ageText {
                    Label(ageText, systemImage: "leaf")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                if entry.isCover {
                    Label(PlantTrackerCopy[.commonCover], systemImage: "star.fill")
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.tint)
                }
                if let notes = entry.notes {
                    Text(notes)
                        .font(.body)
                        .foregroundStyle(.primary)
                        .lineLimit(6)
                        .multilineTextAlignment(.leading)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(12)
        .background(Color(uiColor: .secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .contentShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
        .accessibilityElement(children: .combine)
    }

    @ViewBuilder private func photo(stacked: Bool) -> some View {
        let image = ThumbnailImage(url: imageURL, accessibilityLabel: entry.accessibilityLabel)
            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
        if stacked {
            image
                .frame(maxWidth: .infinity)
                .aspectRatio(1, contentMode: .fit)
        } else {
            image
                .frame(width: min(thumbnailSide, 160), height: min(thumbnailSide, 160))
        }
    }
}
