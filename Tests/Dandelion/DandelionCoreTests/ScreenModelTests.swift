@testable import DandelionCore
import Foundation
import Testing

@MainActor
@Suite struct ScreenModelTests {
    func makeApp(storage: any KeyValueStore = MemoryStore()) -> DandelionAppModel {
        DandelionAppModel(storage: storage, storeClient: StoreStandIn(), seed: 2, region: "NZ")
    }

    @Test func theMicrophoneListensOnlyWhenThereIsSomethingToLetGo() {
        let app = makeApp()
        let writing = app.writing
        #expect(writing.shouldOfferMicrophone && !writing.shouldListen)
        writing.microphone = .granted
        app.sceneDidBecomeActive()
        #expect(!writing.shouldListen, "an empty page needs no microphone")
        writing.text = "   \n"
        #expect(!writing.shouldListen, "whitespace is nothing to let go")
        writing.text = "the deadline"
        #expect(writing.canListen && !writing.shouldListen, "writing is not letting go: no microphone yet")
        writing.readyToRelease()
        #expect(writing.shouldListen)
        var preferences = app.settings.preferences
        preferences.listensForBlow = false
        app.settings.preferences = preferences
        #expect(!writing.shouldListen && writing.releaseHint == "Swipe up to let it go.")
        preferences.listensForBlow = true
        app.settings.preferences = preferences
        writing.microphone = .denied
        #expect(!writing.shouldListen && writing.releaseHint.contains("allow the microphone in Settings"))
        writing.microphone = .granted
        app.sceneDidEnterBackground()
        #expect(!writing.shouldListen, "no microphone in the background, even with words kept")
    }

    @Test func aBlowReleasesTheWordsOnceAndCountsIt() {
        let app = makeApp()
        app.sceneDidBecomeActive()
        app.writing.microphone = .granted
        app.writing.text = "an old argument"
        app.writing.readyToRelease()
        app.writing.handle(.began(time: 0.4), strength: 0.9)
        app.writing.handle(.began(time: 2.0), strength: 0.9)
        let request = app.writing.takePendingRelease()
        #expect(request?.text == "an old argument" && request?.method == .blow && request?.strength == 0.9)
        #expect(app.writing.takePendingRelease() == nil)
        #expect(app.store.usage.releases == 1 && app.store.usage.blowReleases == 1 && app.writing.blowsDetected == 1)
        // A blow on an empty page does nothing.
        app.writing.handle(.began(time: 5), strength: 1)
        #expect(app.writing.takePendingRelease() == nil && app.store.usage.releases == 1)
    }

    @Test func aSwipeUpLetsGoAndAShortOrDownwardOneDoesNot() throws {
        let app = makeApp()
        app.writing.text = "too much"
        #expect(!app.writing.swipeEnded(translation: SIMD2(0, -40), velocity: SIMD2(0, -200)))
        #expect(!app.writing.swipeEnded(translation: SIMD2(0, 160), velocity: SIMD2(0, 900)))
        #expect(app.writing.text == "too much")
        #expect(app.writing.swipeEnded(translation: SIMD2(30, -140), velocity: SIMD2(600, -1_800)))
        let request = try #require(app.writing.takePendingRelease())
        #expect(request.method == .swipe && request.strength > 0.9 && request.direction.y < 0 && request.direction.x > 0)
        #expect(app.store.usage.swipeReleases == 1)
        app.writing.text = "again"
        app.writing.releaseByButton()
        #expect(app.writing.takePendingRelease()?.strength == 0.7)
    }

    /// Control Center or the app switcher covers the page (iOS saves the switcher's snapshot to disk) and
    /// keeps the words; so does a short trip to the background. A longer one clears them.
    @Test func aGlanceAwayKeepsTheWordsCoveredAndALongAbsenceClearsThem() {
        let time = ManualAwakeTime()
        let app = DandelionAppModel(storage: MemoryStore(), storeClient: StoreStandIn(), seed: 2, region: "NZ", awakeTime: time.read)
        #expect(app.settings.preferences.pageKeeping == .tenMinutes)
        app.sceneDidBecomeActive()
        app.writing.text = "half a thought"
        app.writing.microphone = .granted
        app.sceneWillResignActive()
        #expect(app.writing.isObscured && !app.writing.shouldListen && app.writing.text == "half a thought")
        app.sceneDidBecomeActive()
        #expect(!app.writing.isObscured && app.writing.canListen)

        // A message answered in another app: back after 9 minutes 59 seconds, the words are there.
        app.sceneWillResignActive()
        app.sceneDidEnterBackground()
        #expect(app.writing.isObscured && !app.writing.shouldListen && app.writing.text == "half a thought")
        time.advance(.seconds(599))
        app.sceneDidBecomeActive()
        #expect(!app.writing.isObscured && app.writing.text == "half a thought")

        // The phone locked overnight: the page is empty before it is uncovered.
        app.sceneDidEnterBackground()
        time.advance(.seconds(600))
        app.sceneDidBecomeActive()
        #expect(app.writing.text.isEmpty && !app.writing.isObscured)

        // Time in the foreground does not count: only the latest stay in the background does.
        app.writing.text = "another"
        time.advance(.seconds(3_000))
        app.sceneDidEnterBackground()
        time.advance(.seconds(300))
        app.sceneDidBecomeActive()
        #expect(app.writing.text == "another")

        // Woken into the app switcher and sent back without coming to the front: the stay goes on.
        app.sceneDidEnterBackground()
        time.advance(.seconds(400))
        app.sceneWillResignActive()
        app.sceneDidEnterBackground()
        time.advance(.seconds(200))
        app.sceneDidBecomeActive()
        #expect(app.writing.text.isEmpty, "ten minutes in the background in all, cleared")
    }

    @Test func howLongTheWordsWaitIsThePersonsChoice() {
        let time = ManualAwakeTime()
        let app = DandelionAppModel(storage: MemoryStore(), storeClient: StoreStandIn(), seed: 2, region: "NZ", awakeTime: time.read)
        var preferences = app.settings.preferences
        preferences.pageKeeping = .clearAtOnce
        app.settings.preferences = preferences
        app.sceneDidBecomeActive()
        app.writing.text = "gone at once"
        app.sceneWillResignActive()
        #expect(app.writing.text == "gone at once", "Control Center is not the background")
        app.sceneDidEnterBackground()
        #expect(app.writing.text.isEmpty)

        preferences.pageKeeping = .oneHour
        app.settings.preferences = preferences
        app.sceneDidBecomeActive()
        app.writing.text = "kept for an hour"
        app.sceneDidEnterBackground()
        time.advance(.seconds(3_599))
        app.sceneDidBecomeActive()
        #expect(app.writing.text == "kept for an hour")
        app.sceneDidEnterBackground()
        time.advance(.seconds(3_600))
        app.sceneDidBecomeActive()
        #expect(app.writing.text.isEmpty)

        // Termination empties the page, and a new launch starts empty whatever was kept.
        app.writing.text = "at the end"
        app.appWillTerminate()
        #expect(app.writing.text.isEmpty)
    }

    /// Preferences saved before a setting existed keep what they hold and take the new default.
    @Test func olderPreferencesKeepTheirChoices() throws {
        let older = Data(#"{"listensForBlow":false,"sensitivity":"high","seedGranularity":"words","haptics":false,"showsPrompts":false,"prefersGentleRelease":true,"theme":"meadow","hasSeenIntroduction":true}"#.utf8)
        let preferences = try JSONDecoder().decode(Preferences.self, from: older)
        #expect(!preferences.listensForBlow && preferences.sensitivity == .high && preferences.seedGranularity == .words)
        #expect(!preferences.haptics && !preferences.showsPrompts && preferences.prefersGentleRelease && preferences.hasSeenIntroduction)
        #expect(preferences.pageKeeping == .tenMinutes && !preferences.systemKeyboardOnly)
        var changed = preferences
        changed.pageKeeping = .oneMinute
        changed.systemKeyboardOnly = true
        #expect(try JSONDecoder().decode(Preferences.self, from: JSONEncoder().encode(changed)) == changed)
    }

    /// Third-party keyboards are refused from the launch after the person asks for Apple's only; other
    /// extension points are never refused.
    @Test func theSystemKeyboardOnlyWhenAsked() {
        let storage = MemoryStore()
        let app = makeApp(storage: storage)
        #expect(KeyboardPolicy.allows(extensionPoint: KeyboardPolicy.keyboardExtensionPoint, storedIn: storage))
        var preferences = app.settings.preferences
        preferences.systemKeyboardOnly = true
        app.settings.preferences = preferences
        #expect(!KeyboardPolicy.allows(extensionPoint: KeyboardPolicy.keyboardExtensionPoint, storedIn: storage))
        #expect(KeyboardPolicy.allows(extensionPoint: "com.apple.share-services", storedIn: storage))
    }

    /// After a release the prompt is gone; coming back to the app offers today's again.
    @Test func theDailyPromptReturnsOnTheNextVisit() {
        let app = makeApp()
        let daily = app.writing.prompt
        app.sceneDidBecomeActive()
        app.writing.text = "x"
        app.writing.releaseByButton()
        #expect(app.writing.prompt == nil)
        app.sceneDidEnterBackground()
        app.sceneDidBecomeActive()
        #expect(app.writing.prompt == daily && daily != nil)
        let chosen = app.prompts.listed.last
        app.writing.use(chosen!)
        app.sceneWillResignActive()
        app.sceneDidBecomeActive()
        #expect(app.writing.prompt == chosen, "a prompt the person picked stays")
    }

    /// On the page a drag may be the editor's (selecting, scrolling): there only a quick swipe over a page with
    /// nothing to scroll lets go. Elsewhere on the screen any long or fast upward drag does.
    @Test func aSwipeThatStartsOnThePageMustBeQuickAndThePageStill() {
        let app = makeApp()
        app.writing.text = "a thought"
        let up = (translation: SIMD2<Float>(0, -150), velocity: SIMD2<Float>(0, -900))
        #expect(!app.writing.swipeEnded(translation: up.translation, velocity: up.velocity, duration: 0.9, startedOnPage: true))
        #expect(!app.writing.swipeEnded(translation: up.translation, velocity: up.velocity, duration: 0.3, startedOnPage: true, pageScrolls: true))
        #expect(app.writing.text == "a thought")
        #expect(app.writing.swipeEnded(translation: up.translation, velocity: up.velocity, duration: 0.9, startedOnPage: false, pageScrolls: true))
        _ = app.writing.takePendingRelease()
        app.writing.text = "another"
        #expect(app.writing.swipeEnded(translation: up.translation, velocity: up.velocity, duration: 0.3, startedOnPage: true))
    }

    /// A sheet over the page stops the microphone and ends the readiness to let go: back on the page,
    /// the person says they are ready again.
    @Test func aSheetOverThePageStopsListening() {
        let app = makeApp()
        app.writing.microphone = .granted
        app.writing.text = "still here"
        app.sceneDidBecomeActive()
        app.writing.readyToRelease()
        #expect(app.writing.shouldListen)
        app.isSheetPresented = true
        #expect(!app.writing.shouldListen && !app.writing.canListen)
        app.writing.readyToRelease()
        #expect(!app.writing.listening.isOpen, "not ready while a sheet covers the page")
        app.sceneWillResignActive()
        app.sceneDidBecomeActive()
        #expect(!app.writing.canListen, "the sheet is still up after returning")
        app.isSheetPresented = false
        #expect(app.writing.canListen && !app.writing.shouldListen)
        app.writing.readyToRelease()
        #expect(app.writing.shouldListen)
        app.sceneWillResignActive()
        app.isSheetPresented = true
        app.isSheetPresented = false
        #expect(!app.writing.canListen, "closing a sheet while the app is inactive does not make blowing possible")
    }

    /// The microphone runs only from "ready to let go" until the person types, lets go, or stays quiet
    /// for the idle limit; a breath keeps it open. Each blow heard is counted for its own haptic.
    @Test func theMicrophoneListensOnlyWhileThePersonIsReady() {
        let time = ManualAwakeTime()
        let app = DandelionAppModel(storage: MemoryStore(), storeClient: StoreStandIn(), seed: 2, region: "NZ", awakeTime: time.read)
        let writing = app.writing
        app.sceneDidBecomeActive()
        writing.microphone = .granted
        writing.readyToRelease()
        #expect(!writing.listening.isOpen, "nothing to let go, nothing to listen for")
        writing.text = "the meeting"
        #expect(writing.releaseHint.hasPrefix("Tap the microphone when you are ready"))
        writing.readyToRelease()
        #expect(writing.shouldListen && writing.releaseHint.hasPrefix("Blow on your phone now"))

        // Typing again: not letting go yet.
        writing.text = "the meeting again"
        #expect(!writing.shouldListen)
        writing.text = "the meeting again"
        writing.readyToRelease()
        writing.text = "the meeting again"
        #expect(writing.shouldListen, "the editor setting the same text is not typing")

        // Quiet: the microphone stops after the idle limit, not before.
        time.advance(ListeningWindow.idleLimit - .seconds(1))
        writing.updateBlowStrength(0.02)
        #expect(writing.shouldListen)
        // A breath that is not yet a blow keeps it open.
        writing.updateBlowStrength(0.4)
        #expect(writing.blowStrength == 0.4)
        time.advance(ListeningWindow.idleLimit - .seconds(1))
        writing.updateBlowStrength(0)
        #expect(writing.shouldListen)
        time.advance(.seconds(1))
        writing.updateBlowStrength(0.05)
        #expect(!writing.shouldListen && writing.blowStrength == 0)
        #expect(writing.text == "the meeting again", "stopping the microphone keeps the words")

        // Events after the window closed change nothing; a blow while ready lets go and closes it.
        writing.handle(.began(time: 1), strength: 0.9)
        #expect(writing.takePendingRelease() == nil && writing.blowsDetected == 0)
        writing.readyToRelease()
        writing.handle(.began(time: 2), strength: 0.9)
        #expect(writing.blowsDetected == 1 && !writing.listening.isOpen)
        #expect(writing.takePendingRelease()?.method == .blow)

        // Changing one's mind.
        writing.text = "later"
        writing.readyToRelease()
        writing.notReadyToRelease()
        #expect(!writing.shouldListen && writing.text == "later")
        // The microphone button: ready, then not.
        writing.toggleReadyToRelease()
        #expect(writing.shouldListen)
        writing.toggleReadyToRelease()
        #expect(!writing.shouldListen && writing.text == "later")
    }

    @Test func purchaseStatesAndThemesReadAsWords() {
        #expect(PremiumModel.PurchaseState.idle.message == nil)
        #expect(PremiumModel.PurchaseState.failed("No network.").message == "No network.")
        for state in [PremiumModel.PurchaseState.purchasing(.premium), .pending, .purchased(.themes), .restored] {
            #expect(state.message?.isEmpty == false)
        }
        #expect(ThemeID.allCases.filter { $0.theme.isDark } == [.night])
    }

    @Test func sessionsCountReturnsFromTheBackgroundOnly() {
        let app = makeApp()
        app.sceneDidBecomeActive()
        app.sceneDidBecomeActive() // back from Control Center
        #expect(app.store.usage.sessions == 1)
        app.sceneDidEnterBackground()
        app.sceneDidBecomeActive()
        #expect(app.store.usage.sessions == 2)
    }

    @Test func theReleaseDriftsSettlesAndAnnounces() {
        let app = makeApp()
        app.writing.text = "I was never asked"
        app.writing.releaseByButton()
        let request = app.writing.takePendingRelease()!
        app.release.begin(request, bounds: SIMD2(390, 844), systemReduceMotion: true) { text, granularity in
            MonospaceLayout(origin: SIMD2(20, 120), width: 350).place(text, as: granularity)
        }
        #expect(app.release.phase == .drifting)
        #expect(app.release.announcement == "Your words are drifting away.")
        #expect(app.release.field?.configuration.reduceMotion == true)
        app.release.announcementMade()
        var time = 100.0
        var frames = 0
        while app.release.phase == .drifting && frames < 600 {
            app.release.advance(to: time)
            time += 1.0 / 120
            frames += 1
        }
        guard case .settled(let message) = app.release.phase else {
            Issue.record("still drifting after \(frames) frames")
            return
        }
        #expect(frames < 300, "Reduce Motion's fade takes about two seconds, not \(frames) frames")
        #expect(app.release.announcement == message && !message.isEmpty)
        #expect(app.release.field == nil)
        app.release.finish()
        #expect(app.release.phase == .idle)
    }

    @Test func promptsFollowThePreferenceAndTheCategory() {
        let app = makeApp()
        #expect(app.writing.prompt == app.prompts.dailyPrompt && app.writing.prompt != nil)
        app.writing.dismissPrompt()
        #expect(app.writing.prompt == nil)
        app.prompts.selectedCategory = .grief
        app.writing.showNextPrompt()
        #expect(app.writing.prompt?.category == .grief)
        #expect(app.prompts.listed.allSatisfy { $0.category == .grief && !$0.premium })
        #expect(app.prompts.lockedPromptCount > 0)
    }

    @Test func settingsPersistAndShowCountsAndCrisisLines() {
        let storage = MemoryStore()
        let app = makeApp(storage: storage)
        var preferences = app.settings.preferences
        preferences.sensitivity = .high
        preferences.seedGranularity = .words
        preferences.theme = .night // locked: ignored
        app.settings.preferences = preferences
        #expect(app.settings.usageSummary() == "Nothing let go yet.")
        app.sceneDidBecomeActive()
        app.writing.text = "x"
        app.writing.releaseByButton()
        #expect(app.settings.usageSummary(book: DandelionCopy.book(preferredLanguages: ["en"])).hasPrefix("You've let go once since "))
        let reopened = makeApp(storage: storage)
        #expect(reopened.settings.preferences.sensitivity == .high && reopened.writing.sensitivity == .high)
        #expect(reopened.settings.preferences.seedGranularity == .words)
        #expect(reopened.settings.preferences.theme == .meadow)
        #expect(reopened.settings.crisisLines.first?.phone == "1737")
    }

    /// Free users get dark mode: Meadow follows the system. A premium theme keeps its own appearance,
    /// and one locked again falls back to Meadow in the system's appearance.
    @Test func theFreeThemeFollowsTheSystemAppearance() async {
        let app = makeApp()
        let light = app.settings.theme(in: .light), dark = app.settings.theme(in: .dark)
        #expect(light.id == .meadow && dark.id == .meadow && light.followsSystemAppearance && dark.followsSystemAppearance)
        #expect(!light.isDark && dark.isDark && !dark.isPremium)
        #expect(light.pinnedAppearance == nil && dark.pinnedAppearance == nil, "the free theme leaves the system's appearance alone")
        await app.premium.buy(.themes)
        #expect(app.settings.select(.night))
        #expect(app.settings.theme(in: .light) == ThemeID.night.theme && app.settings.theme(in: .dark) == ThemeID.night.theme)
        #expect(!ThemeID.night.theme.followsSystemAppearance && app.settings.themeID == .night)
        #expect(app.settings.theme(in: .light).pinnedAppearance == .dark)
        #expect(app.settings.select(.sunrise) && !app.settings.theme(in: .dark).isDark, "Sunrise stays light in dark mode")
        #expect(app.settings.theme(in: .dark).pinnedAppearance == .light)
    }

    @Test func everyThemeIsReadable() {
        for theme in ThemeID.allCases.flatMap({ id in Appearance.allCases.map { id.theme(in: $0) } }) {
            #expect(Theme.contrast(theme.text, theme.background) >= 7, "\(theme.name) text")
            #expect(Theme.contrast(theme.secondary, theme.background) >= 3, "\(theme.name) hints")
            #expect(Theme.contrast(theme.seed, theme.background) >= 4.5, "\(theme.name) seeds")
        }
    }
}

/// A clock for the tests that moves only when told.
final class ManualAwakeTime: Sendable {
    private let now = LockedValue(Duration.zero)

    var read: @Sendable () -> Duration { { [now] in now.withLock { $0 } } }

    func advance(_ by: Duration) { now.withLock { $0 += by } }
}
