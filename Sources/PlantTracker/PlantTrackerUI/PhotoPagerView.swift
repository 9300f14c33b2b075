import Foundation
import Observation
import PlantTrackerCore
import SwiftUI

/// A photo full screen on black: pinch or double-tap to zoom, swipe or the chevrons to move through the
/// plant's photos (older to the right), tap to hide the controls. Edit, Use as Cover and Delete in the menu.
struct PhotoPagerView: View {
    @Bindable var model: PhotoDetailModel
    @Environment(\.dismiss) private var dismiss

    @State private var showsControls = true
    @State private var scale: CGFloat = 1
    @State private var settledScale: CGFloat = 1
    @State private var offset: CGSize = .zero
    @State private var settledOffset: CGSize = .zero
    @State private var saves = 0
    @State private var deletions = 0

    /// The long side of the largest iPad screen in pixels: sharp full screen, a third of a 4,096-pixel decode.
    private static let displayPixelSize = 2_732
    private static let maximumScale: CGFloat = 5
    /// How far a swipe must travel to change photo.
    private static let swipeDistance: CGFloat = 60

    var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()
            photo
        }
        .overlay(alignment: .top) {
            // Hidden, not removed: its share button keeps the image it prepared for this photo.
            topBar
                .opacity(showsControls ? 1 : 0)
                .allowsHitTesting(showsControls)
                .accessibilityHidden(!showsControls)
        }
        .overlay(alignment: .bottom) {
            if showsControls { bottomBar }
        }
        .overlay {
            if showsControls { chevrons }
        }
        .environment(\.colorScheme, .dark)
        .statusBarHidden(!showsControls)
        .sheet(isPresented: $model.isEditing) {
            PhotoEditForm(model: model) { saves += 1 }
        }
        .confirmationDialog(model.deleteConfirmationTitle, isPresented: $model.isConfirmingDelete, titleVisibility: .visible) {
            Button(PlantTrackerCopy[.photoDelete], role: .destructive) {
                model.confirmDelete()
                deletions += 1
            }
            Button(PlantTrackerCopy[.commonCancel], role: .cancel) { model.cancelDelete() }
        } message: {
            Text(model.deleteConfirmationMessage)
        }
        .onChange(of: model.isDismissed, initial: true) { _, isDismissed in
            if isDismissed { dismiss() }
        }
        .onChange(of: model.photo?.id) { _, _ in
            resetZoom()
        }
        .sensoryFeedback(.success, trigger: saves)
        .sensoryFeedback(.warning, trigger: deletions)
    }

    // MARK: The photo

    private var photo: some View {
        ZStack {
            // The thumbnail is decoded first and stands in until the full-size photo is ready.
            ThumbnailImage(url: model.thumbnailURL, accessibilityLabel: model.photoLabel, contentMode: .fit, showsPlaceholder: false)
                .accessibilityHidden(true)
            ThumbnailImage(
                url: model.originalURL, accessibilityLabel: model.photoLabel, maxPixelSize: Self.displayPixelSize, contentMode: .fit,
                showsPlaceholder: false
            )
        }
        .scaleEffect(scale)
        .offset(offset)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
        .gesture(magnify)
        .simultaneousGesture(drag)
        .onTapGesture(count: 2) {
            withAnimation(.snappy) {
                if scale > 1 {
                    resetZoom()
                } else {
                    scale = 2.5
                    settledScale = 2.5
                }
            }
        }
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.2)) { showsControls.toggle() }
        }
        .accessibilityElement(children: .combine)
        .accessibilityAction(named: PlantTrackerCopy[.photoNewer]) { model.goNewer() }
        .accessibilityAction(named: PlantTrackerCopy[.photoOlder]) { model.goOlder() }
    }

    private var magnify: some Gesture {
        MagnifyGesture()
            .onChanged { value in
                scale = min(max(settledScale * value.magnification, 1), Self.maximumScale)
            }
            .onEnded { _ in
                settledScale = scale
                if scale <= 1 { withAnimation(.snappy) { resetZoom() } }
            }
    }

    /// Pans a zoomed photo; otherwise a horizontal swipe moves to the older (left swipe) or newer photo.
    private var drag: some Gesture {
        DragGesture(minimumDistance: 20)
            .onChanged { value in
                guard scale > 1 else { return }
                offset = CGSize(
                    width: settledOffset.width + value.translation.width, height: settledOffset.height + value.translation.height
                )
            }
            .onEnded { value in
                guard scale <= 1 else {
                    settledOffset = offset
                    return
                }
                let horizontal = value.translation.width
                guard abs(horizontal) > Self.swipeDistance, abs(horizontal) > abs(value.translation.height) else { return }
                if horizontal < 0 { model.goOlder() } else { model.goNewer() }
            }
    }

    private func resetZoom() {
        scale = 1
        settledScale = 1
        offset = .zero
        settledOffset = .zero
    }

    // MARK: Controls

    private var topBar: some View {
        HStack {
            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark")
                    .font(.title3.weight(.semibold))
                    .frame(minWidth: 44, minHeight: 44)
            }
            .accessibilityLabel(PlantTrackerCopy[.commonClose])

            Spacer()

            Text(model.positionText)
                .font(.subheadline.monospacedDigit())

            Spacer()

            if let photo = model.photo, let original = model.originalURL {
                SharePlanButton(originals: [original], id: "\(photo.id ?? 0)|\(photo.takenAt.timeIntervalSince1970)|\(model.plant?.name ?? "")") { sizes in
                    sizes.first.flatMap { model.sharePlan(imageSize: $0) }
                }
                .labelStyle(.iconOnly)
                .font(.title3.weight(.semibold))
                .frame(minWidth: 44, minHeight: 44)
            }

            Menu {
                Button {
                    model.beginEditing()
                } label: {
                    Label(PlantTrackerCopy[.commonEdit], systemImage: "pencil")
                }
                Button {
                    model.makeCover()
                } label: {
                    Label(PlantTrackerCopy[.commonUseAsCover], systemImage: "star")
                }
                .disabled(model.isCover)
                Button(role: .destructive) {
                    model.requestDelete()
                } label: {
                    Label(PlantTrackerCopy[.commonDelete], systemImage: "trash")
                }
            } label: {
                Image(systemName: "ellipsis.circle")
                    .font(.title3.weight(.semibold))
                    .frame(minWidth: 44, minHeight: 44)
            }
            .accessibilityLabel(PlantTrackerCopy[.photoActions])
        }
        .padding(.horizontal)
        .foregroundStyle(.white)
        .background {
            LinearGradient(colors: [Color.black.opacity(0.6), Color.black.opacity(0)], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
        }
    }

    private var bottomBar: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(model.dateText)
                .font(.headline)
            HStack(spacing: 12) {
                if let ageText = model.ageText {
                    Label(ageText, systemImage: "leaf")
                }
                if model.isCover {
                    Label(PlantTrackerCopy[.commonCover], systemImage: "star.fill")
                }
            }
            .font(.subheadline)
            if let notes = model.photo?.notes {
                Text(notes)
                    .font(.body)
                    .lineLimit(8)
            }
            if let errorMessage = model.errorMessage {
                Label(errorMessage, systemImage: "exclamationmark.triangle.fill")
                    .font(.footnote)
                    .foregroundStyle(.yellow)
            }
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background {
            LinearGradient(colors: [Color.black.opacity(0), Color.black.opacity(0.7)], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
        }
        .accessibilityElement(children: .combine)
    }

    private var chevrons: some View {
        HStack {
            chevron("chevron.left", label: PlantTrackerCopy[.photoNewer], enabled: model.canGoNewer) { model.goNewer() }
            Spacer()
            chevron("chevron.right", label: PlantTrackerCopy[.photoOlder], enabled: model.canGoOlder) { model.goOlder() }
        }
        .padding(.horizontal, 8)
    }

    private func chevron(_ systemImage: String, label: String, enabled: Bool, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Image(systemName: systemImage)
                .font(.title2.weight(.semibold))
                .foregroundStyle(.white)
                .frame(width: 44, height: 44)
                .background(Color.black.opacity(0.4), in: Circle())
        }
        .disabled(!enabled)
        .opacity(enabled ? 1 : 0)
        .accessibilityLabel(label)
    }
}
