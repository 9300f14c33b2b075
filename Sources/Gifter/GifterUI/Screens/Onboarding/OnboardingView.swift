import GifterCore
import SwiftUI

/// Onboarding (§3.1–3.2), full screen: the intro ("Let me learn your taste." with "Step 1 of 3",
/// Start and Skip for now), the deep quiz, and the final screen with "Take me home". The steps
/// crossfade. Finished (answered or skipped), the app model shows the tabs.
struct OnboardingView: View {
    let model: OnboardingModel
    @Environment(GifterAppModel.self) private var app

    var body: some View {
        ZStack {
            switch model.step {
            case .intro:
                introScreen
                    .transition(.opacity)
            case .quiz:
                VStack(alignment: .leading, spacing: GifterSpacing.small) {
                    Text(model.stepLine)
                        .gifterFont(.caption)
                        .foregroundStyle(GifterPalette.gray)
                        .padding(.horizontal, GifterSpacing.screenMargin)
                    TasteProfileView(quiz: model.quiz, loadsOnAppear: false) { EmptyView() }
                }
                .padding(.top, GifterSpacing.medium)
                .transition(.opacity)
            case .final:
                finalScreen
                    .transition(.opacity)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(GifterPalette.black.ignoresSafeArea())
        .animation(GifterMotion.crossfade, value: model.step)
        .onChange(of: model.quiz.phase) { _, _ in model.quizChanged() }
        .onChange(of: model.finished) { _, finished in
            if finished { app.onboardingFinished() }
        }
    }

    private var introScreen: some View {
        VStack(alignment: .leading, spacing: GifterSpacing.large) {
            Spacer()
            VStack(alignment: .leading, spacing: GifterSpacing.small) {
                Text(OnboardingModel.introTitle)
                    .gifterFont(.displayXL)
                    .foregroundStyle(GifterPalette.white)
                    .accessibilityAddTraits(.isHeader)
                Text(model.stepLine)
                    .gifterFont(.caption)
                    .foregroundStyle(GifterPalette.gray)
            }
            .fadeUp()
            Text(OnboardingModel.introBody)
                .gifterFont(.body)
                .foregroundStyle(GifterPalette.gray)
                .fadeUp(delay: 0.15)
            Spacer()
            if let failure = model.failure {
                Text(GifterErrorCopy.title(for: failure))
                    .gifterFont(.footnote)
                    .foregroundStyle(GifterPalette.white)
            }
            VStack(spacing: GifterSpacing.small) {
                Button(OnboardingModel.startButton) {
                    Task { await model.start() }
                }
                .buttonStyle(.gifterPrimary)
                Button(OnboardingModel.skipButton) {
                    Task { await model.skipForNow() }
                }
                .buttonStyle(TextButtonStyle(color: GifterPalette.gray))
            }
            .fadeUp(delay: 0.3)
        }
        .padding(.horizontal, GifterSpacing.screenMargin)
        .padding(.bottom, GifterSpacing.large)
    }

    private var finalScreen: some View {
        VStack(alignment: .leading, spacing: GifterSpacing.large) {
            Spacer()
            BowLogo()
                .frame(width: 56)
                .fadeUp()
            VStack(alignment: .leading, spacing: GifterSpacing.small) {
                Text(OnboardingModel.finalTitle)
                    .gifterFont(.displayXL)
                    .foregroundStyle(GifterPalette.white)
                    .accessibilityAddTraits(.isHeader)
                Text(model.stepLine)
                    .gifterFont(.caption)
                    .foregroundStyle(GifterPalette.gray)
            }
            .fadeUp(delay: 0.1)
            Text(OnboardingModel.finalBody)
                .gifterFont(.body)
                .foregroundStyle(GifterPalette.gray)
                .fadeUp(delay: 0.2)
            Spacer()
            Button(OnboardingModel.finalButton) { model.takeMeHome() }
                .buttonStyle(.gifterPrimary)
                .fadeUp(delay: 0.3)
        }
        .padding(.horizontal, GifterSpacing.screenMargin)
        .padding(.bottom, GifterSpacing.large)
    }
}
