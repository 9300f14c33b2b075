import CalyxCore
import SwiftUI

/// A vintage Polaroid (§3.2, §7.8): a square photo on white paper, 12 pt border on three sides and a
/// 32 pt caption strip below with the name in the handwritten face and the scientific name in gray
/// italic; a soft shadow (0 4 12, 12%) and a slight tilt of its own. Tapping presses it to 0.98 and
/// calls `action`; the optional `heart` sits over the photo's top-right corner.
///
/// VoiceOver reads the card as one button, "name, scientific name", and the heart as a button of its
/// own. The tilt is fixed per `id` (`PolaroidTilt`), so a grid never reshuffles between renders or
/// launches; it stays under Reduce Motion, as it does not move.
public struct PolaroidFrame<Photo: View, Heart: View>: View {
    let id: String
    let name: String
    let scientificName: String
    let action: () -> Void
    let photo: Photo
    let heart: Heart

    public init(
        id: String, name: String, scientificName: String, action: @escaping () -> Void,
        @ViewBuilder photo: () -> Photo, @ViewBuilder heart: () -> Heart
    ) {
        self.id = id
        self.name = name
        self.scientificName = scientificName
        self.action = action
        self.photo = photo()
        self.heart = heart()
    }

    public var body: some View {
        ZStack(alignment: .topTrailing) {
            Button(action: action) { card }
                .buttonStyle(PressScaleButtonStyle(scale: 0.98))
                .accessibilityLabel("\(name), \(scientificName)")
            // A sibling of the card's button, not inside it: a button nested in another's label
            // would let the outer one swallow its taps.
            heart.padding(CalyxSpacing.polaroidBorder + 4)
        }
        .rotationEffect(.degrees(PolaroidTilt.degrees(for: id)))
    }

    private var card: some View {
        VStack(spacing: 0) {
            // A square that the photo fills edge to edge. `aspectRatio(1, contentMode: .fill)` on the
            // image itself would stretch a non-square photo; sizing a clear square and filling it
            // with `scaledToFill` crops it instead ("cover, no distortion").
            Color.clear
                .aspectRatio(1, contentMode: .fit)
                .overlay { photo }
                .clipped()
            caption
        }
        .padding([.top, .horizontal], CalyxSpacing.polaroidBorder)
        .background {
            // The shadow is cast by the paper, a plain shape, which is cheap to shadow in a long grid.
            Rectangle()
                .fill(CalyxPalette.polaroidPaper)
                .calyxShadow(.polaroid)
        }
    }

    private var caption: some View {
        VStack(spacing: 0) {
            Text(name)
                .calyxFont(.polaroidName)
                .foregroundStyle(CalyxPalette.polaroidInk)
            Text(scientificName)
                .calyxFont(.polaroidScientificName)
                .foregroundStyle(CalyxPalette.polaroidInkSecondary)
        }
        .lineLimit(1)
        .truncationMode(.tail)
        .frame(maxWidth: .infinity, minHeight: CalyxSpacing.polaroidCaption)
        .padding(.vertical, 4)
    }
}

extension PolaroidFrame where Heart == EmptyView {
    /// A Polaroid without a heart (history thumbnails, previews of someone else's collection).
    public init(id: String, name: String, scientificName: String, action: @escaping () -> Void, @ViewBuilder photo: () -> Photo) {
        self.init(id: id, name: name, scientificName: scientificName, action: action, photo: photo, heart: { EmptyView() })
    }
}
