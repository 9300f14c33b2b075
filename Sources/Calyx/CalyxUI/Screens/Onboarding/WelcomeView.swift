import CalyxCore
import SwiftUI

/// The Welcome screen (§3.1, §7.6): a subtle botanical background, the logo, the tagline, and the
/// ways in (Apple always; Google and Facebook when this build has their IDs), rounded and prominent.
/// The button whose sign-in runs shows a spinner; a failure's words appear under the buttons and
/// VoiceOver reads them out. Closing a provider's sheet is no failure: nothing is said.
///
/// What comes next (the username step, or Home) is the app model's to decide once `signedIn` is set.
struct WelcomeView: View {
    let model: WelcomeModel

    var body: some View {
        ZStack {
            BotanicalBackground()
            // Scrolls only when the largest text sizes need it.
            ViewThatFits(in: .vertical) {
                content
                ScrollView { content }
            }
        }
        .onChange(of: model.phase.failureMessage) { _, message in
            if let message { AccessibilityNotification.Announcement(message).post() }
        }
    }

    /// §5.1: the app's benefits, one line each.
    private var benefits: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(WelcomeModel.benefits, id: \.title) { benefit in
                Label {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(benefit.title)
                            .calyxFont(.body)
                            .fontWeight(.semibold)
                            .foregroundStyle(CalyxPalette.black)
                        Text(benefit.detail)
                            .calyxFont(.small)
                            .foregroundStyle(CalyxPalette.darkGray)
                    }
                } icon: {
                    Image(systemName: benefit.symbol)
                        .foregroundStyle(CalyxPalette.botanicalGreen)
                }
                .accessibilityElement(children: .combine)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private var content: some View {
        VStack(spacing: CalyxSpacing.large) {
            Spacer(minLength: CalyxSpacing.extraLarge)
            CalyxLogo()
            Text(WelcomeModel.tagline)
                .calyxFont(.h3)
                .foregroundStyle(CalyxPalette.earthBrown)
                .multilineTextAlignment(.center)
            benefits
            Spacer(minLength: CalyxSpacing.large)
            VStack(spacing: 12) {
                ForEach(model.providers, id: \.self) { provider in
                    SignInButton(provider: provider, isBusy: model.phase == .signingIn(provider)) {
                        Task { await model.signIn(with: provider) }
                    }
                }
            }
            .disabled(model.isBusy)
            if let message = model.phase.failureMessage {
                Label(message, systemImage: "exclamationmark.circle")
                    .calyxFont(.small)
                    .foregroundStyle(CalyxPalette.earthBrown)
                    .multilineTextAlignment(.center)
            }
            if let terms = model.termsURL, let privacy = model.privacyURL {
                // The pages of the server this build talks to, not a fixed domain.
                Text("By continuing, you agree to the [Terms of Service](\(terms.absoluteString)) and the [Privacy Policy](\(privacy.absoluteString)).")
                    .calyxFont(.caption)
                    .foregroundStyle(CalyxPalette.darkGray)
                    .multilineTextAlignment(.center)
            }
        }
        .padding(.horizontal, CalyxSpacing.extraLarge)
        .padding(.bottom, CalyxSpacing.large)
        .frame(maxWidth: 480)
        .frame(maxWidth: .infinity)
    }
}
