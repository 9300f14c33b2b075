import Foundation
import PlantTrackerCore
import SwiftUI

/// Two photos of a plant side by side (stacked on a narrow screen held upright), how far apart they were
/// taken, and a strip of every photo under each to choose another.
struct CompareView: View {
    let model: CompareModel

    @Environment(\.dismiss) private var dismiss
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @ScaledMetric(relativeTo: .body) private var pickerSide: CGFloat = 56

    /// Sharp at half an iPad's width, well under a full decode.
    private static let displayPixelSize = 1_600

    var body: some View {
        NavigationStack {
            Group {
                if model.isAvailable {
                    comparison
                } else {
                    ContentUnavailableView {
                        Label(PlantTrackerCopy[.compareTwoNeeded], systemImage: "square.split.2x1")
                    } description: {
                        Text(model.unavailableMessage)
                    }
                }
            }
            .navigationTitle(PlantTrackerCopy[.compareTitle])
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        model.swap()
                    } label: {
                        Label(PlantTrackerCopy[.compareSwap], systemImage: "arrow.left.arrow.right")
                    }
                    .disabled(!model.isAvailable)
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button(PlantTrackerCopy[.commonDone]) { dismiss() }
                }
                ToolbarItem(placement: .primaryAction) {
                    if let before = model.before, let after = model.after {
                        SharePlanButton(
                            originals: [before, after].map { model.journal.files.originalURL($0.fileName) },
                            id: "\(before.id ?? 0)|\(after.id ?? 0)"
                        ) { sizes in
                            sizes.count == 2 ? model.sharePlan(beforeSize: sizes[0], afterSize: sizes[1]) : nil
                        }
                    }
                }
            }
        }
    }

    private var comparison: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                let sideBySide = horizontalSizeClass == .regular || verticalSizeClass == .compact
                let layout = sideBySide ? AnyLayout(HStackLayout(alignment: .top, spacing: 12)) : AnyLayout(VStackLayout(spacing: 16))
                layout {
                    side(PlantTrackerCopy[.compareBefore], photo: model.before, dateText: model.beforeText)
                    side(PlantTrackerCopy[.compareAfter], photo: model.after, dateText: model.afterText)
                }

                if let intervalText = model.intervalText {
                    Label(intervalText, systemImage: "clock")
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                }

                strip(PlantTrackerCopy[.compareBefore], selected: model.before) { model.chooseBefore($0) }
                strip(PlantTrackerCopy[.compareAfter], selected: model.after) { model.chooseAfter($0) }
            }
            .padding()
        }
    }

    private func side(_ title: String, photo: Photo?, dateText: String) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.secondary)
            ThumbnailImage(
                url: photo.map { model.journal.files.originalURL($0.fileName) }, accessibilityLabel: model.label(for: photo),
                maxPixelSize: Self.displayPixelSize, contentMode: .fit
            )
            .frame(maxWidth: .infinity)
            .aspectRatio(3.0 / 4.0, contentMode: .fit)
            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
            Text(dateText)
                .font(.headline)
                .accessibilityHidden(true)
        }
        .frame(maxWidth: .infinity)
    }

    private func strip(_ title: String, selected: Photo?, choose: @escaping (Photo) -> Void) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.secondary)
                .accessibilityAddTraits(.isHeader)
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 8) {
                    ForEach(model.photos) { photo in
                        let isSelected = photo == selected
                        Button {
                            choose(photo)
                        } label: {
                            ThumbnailImage(url: model.journal.files.thumbnailURL(photo.fileName), accessibilityLabel: model.label(for: photo))
                                .frame(width: pickerSide, height: pickerSide)
                                .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
                                .overlay {
                                    if isSelected {
                                        RoundedRectangle(cornerRadius: 8, style: .continuous)
                                            .strokeBorder(.tint, lineWidth: 3)
                                    }
                                }
                        }
                        .buttonStyle(.plain)
                        .accessibilityAddTraits(isSelected ? .isSelected : [])
                    }
                }
                .padding(.vertical, 2)
            }
        }
    }
}
