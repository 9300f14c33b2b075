import CalyxAPI
import CalyxCore
import Foundation
import SwiftUI

/// One history entry: a small Polaroid of the flower opened (or a magnifying glass for a search),
/// the name or the words searched, and when.
struct HistoryRow: View {
    let entry: SearchHistoryModel.Entry
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 12) {
                thumbnail
                VStack(alignment: .leading, spacing: 2) {
                    Text(title)
                        .calyxFont(.body)
                        .foregroundStyle(CalyxPalette.black)
                    Text(entry.searchedAt, format: .relative(presentation: .named))
                        .calyxFont(.caption)
                        .foregroundStyle(CalyxPalette.darkGray)
                }
                Spacer(minLength: 0)
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }

    private var title: String {
        if entry.kind == .flower, let flower = entry.flower { return flower.commonName }
        return entry.query
    }

    @ViewBuilder
    private var thumbnail: some View {
        if entry.kind == .flower, let flower = entry.flower {
            FlowerThumbnail(flower: flower)
                .frame(width: 40, height: 40)
                .padding(3)
                .background { Rectangle().fill(CalyxPalette.polaroidPaper).calyxShadow(.polaroid) }
                .rotationEffect(.degrees(PolaroidTilt.degrees(for: flower.id)))
        } else {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(CalyxPalette.botanicalGreen)
                .frame(width: 46, height: 46)
                .background(CalyxPalette.lightGray, in: RoundedRectangle(cornerRadius: CalyxSpacing.Radius.button, style: .continuous))
                .accessibilityHidden(true)
        }
    }
}
