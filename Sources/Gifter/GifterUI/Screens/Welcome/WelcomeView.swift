import ClientUI
import Foundation
import GifterCore
import SwiftUI

/// §2.2 for a person not signed in: the bow and the wordmark at the top, "Hello, I’m Gifter." and its
/// line in the middle, Sign up and Log in at the bottom with the footnote. On appearing, the title,
/// the line and the buttons fade up one after another. Sign up and Log in push their forms.
struct WelcomeView: View {
    @Environment(GifterAppModel.self) private var app

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                VStack(spacing: GifterSpacing.medium) {
                    BowLogo(label: WelcomeCopy.wordmark)
                        .frame(width: 72)
                    Wordmark(size: 28, relativeTo: .title)
                        .accessibilityHidden(true)
                }
                .padding(.top, GifterSpacing.extraLarge)
                .fadeUp()

                Spacer(minLength: GifterSpacing.extraLarge)

                VStack(alignment: .leading, spacing: GifterSpacing.medium) {
                    Text(WelcomeCopy.title)
                        .gifterFont(.displayXL)
                        .foregroundStyle(GifterPalette.white)
                        .accessibilityAddTraits(.isHeader)
                        .fadeUp(delay: 0.15)
                    Text(markdown(WelcomeCopy.body))
                        .gifterFont(.body)
                        .foregroundStyle(GifterPalette.gray)
                        .fadeUp(delay: 0.3)
                }
                .frame(maxWidth: .infinity, alignment: .leading)

                Spacer(minLength: GifterSpacing.extraLarge)

                VStack(spacing: GifterSpacing.small) {
                    NavigationLink(value: AuthFormModel.Mode.signUp) {
                        Text(WelcomeCopy.signUp)
                    }
                    .buttonStyle(.gifterPrimary)
                    NavigationLink(value: AuthFormModel.Mode.logIn) {
                        Text(WelcomeCopy.logIn)
                    }
                    .buttonStyle(.gifterText)
                    Text(WelcomeCopy.footnote)
                        .gifterFont(.footnote)
                        .foregroundStyle(GifterPalette.gray)
                        .multilineTextAlignment(.center)
                        .padding(.top, GifterSpacing.small)
                }
                .fadeUp(delay: 0.45)
            }
            .padding(.horizontal, GifterSpacing.screenMargin)
            .padding(.bottom, GifterSpacing.large)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(GifterPalette.black.ignoresSafeArea())
            .toolbar(.hidden, for: .navigationBar)
            .navigationDestination(for: AuthFormModel.Mode.self) { mode in
                ModelHost { AuthFormModel(mode: mode, client: app.client) } content: { form in
                    AuthView(form: form)
                }
            }
        }
    }

    /// The line is Markdown ("*exactly*" in italics); if it ever fails to parse, it shows as written.
    private func markdown(_ text: String) -> AttributedString {
        (try? AttributedString(markdown: text)) ?? AttributedString(text)
    }
}
