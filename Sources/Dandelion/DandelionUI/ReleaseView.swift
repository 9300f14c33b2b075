import Accessibility
import CoreGraphics
import DandelionCore
import Foundation
import Observation
import SwiftUI

/// The release: a full-screen overlay where the words come apart into seeds and drift away, then a quiet line.
/// All motion is `PappusField`'s; this view only lays the words out, advances the model each frame and draws.
struct ReleaseView: View {
    let release: ReleaseModel
    let writing: WritingModel
    let theme: Theme
    /// The editor's frame in global coordinates, so the seeds start where the words were.
    let pageFrame: CGRect
    /// The dandelion's frame in global coordinates, so its seeds leave from where they grew.
    let headFrame: CGRect
    let onNeedToTalk: () -> Void

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @State private var seedTexts = SeedTextCache()
    @State private var headSeeds = FlyingSeedCache()

    init(
        release: ReleaseModel, writing: WritingModel, theme: Theme, pageFrame: CGRect, headFrame: CGRect,
        onNeedToTalk: @escaping () -> Void
    ) {
        self.release = release
        self.writing = writing
        self.theme = theme
        self.pageFrame = pageFrame
        self.headFrame = headFrame
        self.onNeedToTalk = onNeedToTalk
    }

    var body: some View {
        GeometryReader { proxy in
            ZStack {
                seeds
                if case .settled(let message) = release.phase {
                    ReleaseMessageView(
                        message: message, theme: theme,
                        onDone: { release.finish() },
                        onNeedToTalk: onNeedToTalk
                    )
                    .transition(.opacity)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            // The page underneath waits while the seeds are in the air.
            .contentShape(Rectangle())
            .onAppear { begin(in: proxy) }
            .onChange(of: writing.pendingRelease == nil) { _, taken in
                if !taken { begin(in: proxy) }
            }
        }
        .ignoresSafeArea()
        .accessibilityAddTraits(.isModal)
        .animation(reduceMotion ? .linear(duration: 0.2) : .easeInOut(duration: 0.8), value: release.phase)
        .onChange(of: release.announcement, initial: true) { _, announcement in
            guard let announcement else { return }
            AccessibilityNotification.Announcement(announcement).post()
            release.announcementMade()
        }
        .onChange(of: release.phase) { _, phase in
            if phase != .drifting {
                seedTexts.clear()
                headSeeds.clear()
            }
        }
    }

    /// Every frame while drifting: advance the field to the frame's time, then draw each seed.
    private var seeds: some View {
        TimelineView(.animation(minimumInterval: nil, paused: release.phase != .drifting)) { timeline in
            Canvas { context, _ in
                // Reading the frame counter ties this drawing to each `advance(to:)`.
                _ = release.frame
                guard let field = release.field else { return }
                let texts = seedTexts.texts(for: field, in: context, color: theme.seedColor)
                let dandelionSeeds = headSeeds.marks(for: field, head: release.head, unit: release.headPlacement?.unit ?? 0)
                for index in 0..<field.count {
                    let seed = field.seed(index)
                    guard seed.opacity > 0.005 else { continue }
                    // A head seed still on the head is drawn there (SeedHeadView) until it lets go.
                    let headIndex = index - field.glyphs.count
                    if headIndex >= 0 && field.isResting(index) { continue }
                    // A copy of the context carries this seed's transform and opacity; unlike `drawLayer`
                    // it needs no offscreen layer, which matters with thousands of seeds.
                    var seedContext = context
                    seedContext.opacity = Double(seed.opacity)
                    seedContext.translateBy(x: CGFloat(seed.position.x), y: CGFloat(seed.position.y))
                    seedContext.rotate(by: .radians(Double(seed.rotation)))
                    seedContext.scaleBy(x: CGFloat(seed.scale), y: CGFloat(seed.scale))
                    if headIndex >= 0 {
                        seedContext.draw(dandelionSeeds[headIndex], theme: theme)
                    } else {
                        seedContext.draw(texts[index], at: .zero, anchor: .center)
                    }
                }
            }
            .onChange(of: timeline.date) { _, date in
                release.advance(to: date.timeIntervalSinceReferenceDate)
            }
        }
        .accessibilityHidden(true)
    }

    /// Takes the words from the page (once) and lets them go from where they stood.
    private func begin(in proxy: GeometryProxy) {
        guard let request = writing.takePendingRelease() else { return }
        let overlay = proxy.frame(in: .global)
        let layout = TextKitGlyphLayout(
            pageFrame: pageFrame.offsetBy(dx: -overlay.minX, dy: -overlay.minY),
            dynamicTypeSize: dynamicTypeSize
        )
        // Where SeedHeadView draws the head, in this overlay's coordinates (the same fitting as its Canvas).
        let head = headFrame.offsetBy(dx: -overlay.minX, dy: -overlay.minY)
        let placement = head.isEmpty ? nil : SeedHead.placement(
            fitting: SIMD2(Float(head.width), Float(head.height)), origin: SIMD2(Float(head.minX), Float(head.minY))
        )
        release.begin(
            request,
            bounds: SIMD2(Float(overlay.width), Float(overlay.height)),
            systemReduceMotion: reduceMotion,
            headAt: placement,
            layout: { text, granularity in layout.place(text, as: granularity) }
        )
    }
}
