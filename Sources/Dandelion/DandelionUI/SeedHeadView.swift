import CoreGraphics
import DandelionCore
import SwiftUI

/// The dandelion on the page, quiet at the page's foot: the release element the spec names. Tapping it lets
/// go like blowing or swiping; it sways a little with a breath, loses its seeds with the words (they fly in
/// `ReleaseView`, from where they grew here) and grows them back for the next page. The drawing is
/// DandelionCore's (`SeedHead`); this view only strokes it.
struct SeedHeadView: View {
    let writing: WritingModel
    let release: ReleaseModel
    let theme: Theme
    /// The drawing's frame in global coordinates, where the release starts the head's seeds.
    @Binding var frame: CGRect

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// Grows with Dynamic Type, and the drawing with it (`SeedHead` scales as a whole).
    @ScaledMetric(relativeTo: .body) private var height: CGFloat = 112

    init(writing: WritingModel, release: ReleaseModel, theme: Theme, frame: Binding<CGRect>) {
        self.writing = writing
        self.release = release
        self.theme = theme
        _frame = frame
    }

    var body: some View {
        Button {
            writing.releaseByButton()
        } label: {
            drawing
                .frame(width: height * CGFloat(SeedHead.aspectRatio(stem: true)), height: height)
                // A breath bends it from the foot of its stem; Reduce Motion keeps it still.
                .rotationEffect(.degrees(reduceMotion ? 0 : Double(writing.blowStrength) * 9), anchor: .bottom)
                .animation(.easeOut(duration: 0.15), value: writing.blowStrength)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .disabled(!writing.canRelease)
        .opacity(writing.canRelease || release.isHeadRecovering ? 1 : 0.6)
        .reportingGlobalFrame(into: $frame)
        .accessibilityLabel(DandelionCopy[.writingDandelion])
        .accessibilityHint(DandelionCopy[.writingLetGoHint])
        .accessibilityInputLabels([Text(DandelionCopy[.writingDandelion]), Text(DandelionCopy[.writingLetGo])])
    }

    /// Redrawn every frame only while the head is short of seeds; otherwise drawn once.
    private var drawing: some View {
        TimelineView(.animation(minimumInterval: nil, paused: !release.isHeadRecovering)) { timeline in
            Canvas { context, size in
                let presence = release.headPresence(at: timeline.date.timeIntervalSinceReferenceDate)
                let placement = SeedHead.placement(fitting: SIMD2(Float(size.width), Float(size.height)))
                context.draw(release.head.marks(at: placement, presence: presence), theme: theme)
            }
            .onChange(of: timeline.date) { _, date in
                release.advanceHead(to: date.timeIntervalSinceReferenceDate)
            }
        }
        .accessibilityHidden(true)
    }
}
