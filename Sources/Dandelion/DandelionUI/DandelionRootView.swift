import CoreGraphics
import DandelionCore
import Observation
import SwiftUI
import UIKit

/// The whole app on screen: the writing page in a navigation stack, prompts and settings as sheets, the
/// release over everything, and the scene's lifecycle handed to the app model (the page is covered when the app
/// resigns active, kept in memory through a short stay in the background, and emptied on termination).
public struct DandelionRootView: View {
    private let model: DandelionAppModel
    @Environment(\.scenePhase) private var scenePhase
    /// The system's appearance while the free theme follows it (`preferredColorScheme(nil)`).
    @Environment(\.colorScheme) private var colorScheme
    @State private var sheet: RootSheet?
    /// Where the editor is on screen, measured by the writing view and read by the release.
    @State private var pageFrame = CGRect.zero
    /// Where the dandelion is drawn, measured by it and read by the release (its seeds leave from there).
    @State private var headFrame = CGRect.zero

    public init(model: DandelionAppModel) {
        self.model = model
    }

    public var body: some View {
        let theme = model.store.theme(in: colorScheme.appearance)
        let isReleasing = model.writing.pendingRelease != nil || model.release.phase != .idle
        NavigationStack {
            WritingView(
                writing: model.writing, settings: model.settings, release: model.release,
                pageFrame: $pageFrame, headFrame: $headFrame, isReleasing: isReleasing
            )
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button { sheet = .prompts } label: { Label(DandelionCopy[.promptsTitle], systemImage: "text.bubble") }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button { sheet = .settings } label: { Label(DandelionCopy[.settingsTitle], systemImage: "gearshape") }
                    }
                }
                .toolbarBackground(.hidden, for: .navigationBar)
        }
        .tint(theme.textColor)
        .preferredColorScheme(theme.preferredColorScheme)
        .overlay {
            if isReleasing {
                ReleaseView(
                    release: model.release, writing: model.writing, theme: theme, pageFrame: pageFrame, headFrame: headFrame,
                    onNeedToTalk: {
                        model.release.finish()
                        sheet = .crisis
                    }
                )
            }
        }
        .overlay {
            // Covers the page (and any seeds) before iOS snapshots the app for the switcher and saves it to disk.
            if model.writing.isObscured {
                theme.backgroundColor
                    .ignoresSafeArea()
                    .accessibilityHidden(true)
            }
        }
        .sheet(item: $sheet) { sheet in
            Group {
                switch sheet {
                case .prompts:
                    PromptsView(prompts: model.prompts, writing: model.writing, premium: model.premium, theme: theme)
                case .settings:
                    SettingsView(settings: model.settings, premium: model.premium)
                case .crisis:
                    CrisisSheet(settings: model.settings)
                }
            }
            .preferredColorScheme(theme.preferredColorScheme)
        }
        .onChange(of: scenePhase, initial: true) { _, phase in
            switch phase {
            case .active:
                model.sceneDidBecomeActive()
            case .inactive:
                // Control Center, a call banner, the app switcher: the words stay, under the covering overlay.
                model.sceneWillResignActive()
            case .background:
                model.sceneDidEnterBackground()
            @unknown default:
                break
            }
        }
        .onChange(of: sheet) { _, sheet in
            model.isSheetPresented = sheet != nil
        }
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.willTerminateNotification)) { _ in
            model.appWillTerminate()
        }
        .task { await model.premium.observeTransactions() }
        .task { await model.premium.refreshEntitlements() }
    }
}
