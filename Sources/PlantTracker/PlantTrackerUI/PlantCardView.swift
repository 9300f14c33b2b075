import Foundation
import PlantTrackerCore
import SwiftUI
import UIKit

/// A plant on the home screen: its cover, name, location and photo count, and its newest photos in a
/// strip, newest first.
struct PlantCardView: View {
    let card: PlantCard
    let files: PhotoFiles
    let calendar: JournalCalendar

    @ScaledMetric(relativeTo: .headline) private var coverSide: CGFloat = 84
    @ScaledMetric(relativeTo: .body) private var previewSide: CGFloat = 56

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top, spacing: 12) {
                ThumbnailImage(url: card.cover.map { files.thumbnailURL($0.fileName) }, accessibilityLabel: card.coverLabel(calendar: calendar))
                    .frame(width: coverSide, height: coverSide)
                    .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))

                VStack(alignment: .leading, spacing: 4) {
                    Text(card.plant.name)
                        .font(.headline)
                        .foregroundStyle(.primary)
                    if let location = card.plant.location {
                        Label(location, systemImage: "mappin.and.ellipse")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                    Text(card.photoCountText)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
            }

            if !card.previews.isEmpty {
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 8) {
                        ForEach(card.previews) { photo in
                            ThumbnailImage(url: files.thumbnailURL(photo.fileName), accessibilityLabel: calendar.photoLabel(plantName: card.plant.name, takenAt: photo.takenAt))
                                .frame(width: previewSide, height: previewSide)
                                .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
                        }
                    }
                }
                // The card reads as its cover, name, location and count; each of these photos is its own
                // element on the plant's page.
                .accessibilityHidden(true)
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(uiColor: .secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .contentShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
        .accessibilityElement(children: .combine)
    }
}
