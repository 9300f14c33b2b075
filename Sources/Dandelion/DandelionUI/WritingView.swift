import CoreGraphics
import DandelionCore
import Foundation
import Observation
import SwiftUI
import UIKit

/// The page: a prompt above it, the words, and three equal ways to let go — blowing, swiping up (or holding
/// and lifting), and tapping the dandelion at the page's foot.
/// The words live only in `WritingModel`'s session; this view binds the editor to it and holds nothing.
struct WritingView: View {
    @Bindable var writing: WritingModel
    @Bindable var settings: SettingsModel
    let release: ReleaseModel
    /// The editor's frame in global coordinates, where the release overlay starts the seeds.
    @Binding var pageFrame: CGRect
    /// The dandelion's frame in global coordinates, where the release overlay starts the head's seeds.
    @Binding var headFrame: CGRect
    /// Seeds are in the air over the page: the emptied page keeps its placeholder back until they have gone.
    let isReleasing: Bool

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.undoManager) private var undoManager
    /// Made the first time the person is ready to blow: a default value here would build a throwaway
    /// listener every time SwiftUI makes this view value again.
    @State private var listener: BlowListener?
    @State private var showsIntroduction = false
    /// "Not now" hides the offer for this launch; Core keeps no "declined" flag, so it returns next launch.
    @State private var microphoneOfferDeclined = false

    init(
        writing: WritingModel, settings: SettingsModel, release: ReleaseModel,
        pageFrame: Binding<CGRect>, headFrame: Binding<CGRect>, isReleasing: Bool
    ) {
        self.writing = writing
        self.settings = settings
        self.release = release
        _pageFrame = pageFrame
        _headFrame = headFrame
        self.isReleasing = isReleasing
    }

    private var theme: Theme { settings.theme(in: colorScheme.appearance) }

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            if let prompt = writing.prompt {
                PromptCard(
                    prompt: prompt, theme: theme,
                    onNext: { writing.showNextPrompt() },
                    onDismiss: { writing.dismissPrompt() }
                )
            }
            page
            if writing.shouldOfferMicrophone && writing.canRelease && !microphoneOfferDeclined {
                MicrophoneOffer(
                    theme: theme,
                    onAllow: { Task { writing.microphone = await BlowListener.requestAccess() } },
                    onDecline: { microphoneOfferDeclined = true }
                )
            }
            footer
        }
        .padding(.horizontal, PageMetrics.horizontalMargin)
        .padding(.vertical, 12)
        .frame(maxWidth: PageMetrics.maxWidth)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(theme.backgroundColor.ignoresSafeArea())
        .contentShape(Rectangle())
        .simultaneousGesture(swipeUp)
        .background { blowStrengthPump }
        // One tap per release: a light one when a hand let go (swipe or button), and a firmer one of its
        // own the moment a blow is heard, which is what lets the words go.
        .sensoryFeedback(.impact(weight: .light), trigger: settings.usage.swipeReleases) { old, new in
            new > old && settings.preferences.haptics
        }
        .sensoryFeedback(.impact(weight: .medium), trigger: writing.blowsDetected) { old, new in
            new > old && settings.preferences.haptics
        }
        .onAppear {
            if !settings.preferences.hasSeenIntroduction { showsIntroduction = true }
        }
        .sheet(isPresented: $showsIntroduction, onDismiss: { settings.preferences.hasSeenIntroduction = true }) {
            IntroductionView(theme: theme)
                .preferredColorScheme(theme.preferredColorScheme)
        }
        .onChange(of: writing.isActive, initial: true) { _, isActive in
            // Coming back may follow a change in Settings, or the end of a call that made the microphone unavailable.
            if isActive { writing.microphone = BlowListener.access }
        }
        .onChange(of: writing.shouldListen, initial: true) { _, shouldListen in
            if shouldListen { startListening() } else { stopListening() }
        }
        .onDisappear { stopListening() }
        .onChange(of: writing.text.isEmpty) { _, isEmpty in
            // Released or cleared words must not come back with Undo (or a shake).
            if isEmpty { undoManager?.removeAllActions() }
        }
        .onChange(of: writing.sensitivity) { _, sensitivity in
            guard let listener, listener.isRunning else { return }
            listener.stop()
            writing.microphone = listener.start(sensitivity: sensitivity)
        }
    }

    // MARK: The page

    private var page: some View {
        TextEditor(text: $writing.text)
            // No autocorrection: with it off, UIKit's defaults also turn off spell checking, the QuickType
            // suggestions and inline predictions, so nothing typed here feeds the keyboard's suggestions.
            // The keyboard type stays the default, so every language's keyboard still works.
            .autocorrectionDisabled(true)
            .font(PageMetrics.font)
            .lineSpacing(PageMetrics.lineSpacing)
            .foregroundStyle(theme.textColor)
            .scrollContentBackground(.hidden)
            .scrollDismissesKeyboard(.interactively)
            .overlay(alignment: .topLeading) {
                if writing.text.isEmpty && !isReleasing {
                    // Sits where UITextView puts the first line; title3 is large text, so the 3:1 hint colour reads.
                    Text(DandelionCopy[.writingPlaceholder])
                        .font(PageMetrics.font)
                        .foregroundStyle(theme.secondaryColor)
                        .padding(.top, PageMetrics.textContainerInset.top)
                        .padding(.leading, PageMetrics.lineFragmentPadding)
                        .allowsHitTesting(false)
                        .accessibilityHidden(true)
                }
            }
            .reportingGlobalFrame(into: $pageFrame)
            .accessibilityLabel(DandelionCopy[.writingPageLabel])
            .accessibilityHint(DandelionCopy[.writingPageHint])
            .accessibilityAction(named: Text(DandelionCopy[.writingLetGo])) { writing.releaseByButton() }
    }

    /// The ways to let go beside the dandelion, which is the release element itself.
    private var footer: some View {
        HStack(alignment: .bottom, spacing: 12) {
            releaseControls
                .frame(maxWidth: .infinity, alignment: .leading)
            SeedHeadView(writing: writing, release: release, theme: theme, frame: $headFrame)
        }
    }

    private var releaseControls: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .center, spacing: 10) {
                if writing.canListen {
                    readyButton
                }
                BreathIndicator(writing: writing, theme: theme)
                Text(writing.releaseHint)
                    .font(.callout)
                    .foregroundStyle(theme.textColor)
                    .fixedSize(horizontal: false, vertical: true)
            }
            if writing.microphone == .denied && settings.preferences.listensForBlow,
                let settingsURL = URL(string: UIApplication.openSettingsURLString)
            {
                Link(destination: settingsURL) {
                    Text(DandelionCopy[.writingOpenSettings])
                        .font(.callout.weight(.semibold))
                        .underline()
                        .foregroundStyle(theme.textColor)
                        .frame(minHeight: 44)
                }
                .accessibilityHint(DandelionCopy[.writingOpenSettingsHint])
            }
        }
    }

    /// "Ready to blow": the microphone runs only after this, until the person types, lets go or stays
    /// quiet (`ListeningWindow`); tapped again, it stops.
    private var readyButton: some View {
        let isReady = writing.listening.isOpen
        return Button {
            writing.toggleReadyToRelease()
        } label: {
            Image(systemName: isReady ? "mic.fill" : "mic")
                .font(.title3)
                .foregroundStyle(theme.textColor)
                .frame(minWidth: 44, minHeight: 44)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(DandelionCopy[isReady ? .writingListening : .writingReady])
        .accessibilityHint(DandelionCopy[isReady ? .writingListeningHint : .writingReadyHint])
    }

    // MARK: Swiping up

    /// Anywhere on the screen, from touch-down: Core follows each touch and decides whether it lets go (a swipe
    /// upward, or a long press then a rise; see `ReleaseGesture`). Simultaneous, so the editor keeps its own.
    private var swipeUp: some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .global)
            .onChanged { value in
                writing.dragChanged(
                    from: Self.point(value.startLocation), to: Self.point(value.location),
                    time: value.time.timeIntervalSinceReferenceDate,
                    startedOnPage: pageFrame.contains(value.startLocation)
                )
            }
            .onEnded { value in
                writing.dragEnded(
                    from: Self.point(value.startLocation), at: Self.point(value.location),
                    time: value.time.timeIntervalSinceReferenceDate,
                    velocity: SIMD2(Float(value.velocity.width), Float(value.velocity.height)),
                    startedOnPage: pageFrame.contains(value.startLocation),
                    // Laying the text out costs something: Core asks only when a swipe on the page needs it.
                    pageScrolls: TextKitGlyphLayout(pageFrame: pageFrame, dynamicTypeSize: dynamicTypeSize)
                        .overflows(writing.text),
                    pageTop: Float(pageFrame.minY)
                )
            }
    }

    private static func point(_ point: CGPoint) -> SIMD2<Float> { SIMD2(Float(point.x), Float(point.y)) }

    // MARK: Blowing

    /// While listening, hands the audio thread's live strength to the model ~30 times a second (the dot needs no more).
    @ViewBuilder private var blowStrengthPump: some View {
        if writing.shouldListen {
            TimelineView(.animation(minimumInterval: 1.0 / 30)) { timeline in
                Color.clear
                    .onChange(of: timeline.date) { writing.updateBlowStrength(listener?.strength ?? 0) }
            }
            .accessibilityHidden(true)
        }
    }

    private func startListening() {
        // The listener keeps these closures, so they hold the model itself rather than this view value.
        let model = self.writing
        let listener = self.listener ?? BlowListener()
        self.listener = listener
        listener.onEvent = { event, strength in model.handle(event, strength: strength) }
        listener.shouldResume = { model.shouldListen }
        listener.onAccessChange = { access in model.microphone = access }
        model.microphone = listener.start(sensitivity: model.sensitivity)
    }

    private func stopListening() {
        listener?.stop()
        writing.updateBlowStrength(0)
    }
}
