import GifterAPI
import GifterCore
import SwiftUI
import UIKit

/// Sign up and Log in (§2.3), pushed from Welcome: a title and its line, the fields (a first name to
/// sign up, then email and password with the minimum length under it), one concise inline error,
/// and the button, enabled once the form can be sent. Log in offers "Forgot your password?", which
/// opens the reset sheet over everything. Signed in, the app model moves on (Onboarding the first
/// time, else the tabs).
struct AuthView: View {
    @Bindable var form: AuthFormModel
    @Environment(GifterAppModel.self) private var app
    @FocusState private var focus: Field?

    private enum Field: Hashable {
        case name, email, password
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: GifterSpacing.large) {
                VStack(alignment: .leading, spacing: GifterSpacing.small) {
                    Text(isSignUp ? AuthFormModel.signUpTitle : GifterCopy[.authLogInTitle])
                        .gifterFont(.displayXL)
                        .foregroundStyle(GifterPalette.white)
                        .accessibilityAddTraits(.isHeader)
                    Text(isSignUp ? AuthFormModel.signUpSubtitle : GifterCopy[.authLogInSubtitle])
                        .gifterFont(.body)
                        .foregroundStyle(GifterPalette.gray)
                }
                .fadeUp()

                VStack(alignment: .leading, spacing: GifterSpacing.small + 4) {
                    if isSignUp {
                        TextField(GifterCopy[.authName], text: $form.name)
                            .textContentType(.givenName)
                            .focused($focus, equals: .name)
                            .submitLabel(.next)
                            .gifterField()
                    }
                    TextField(GifterCopy[.authEmail], text: $form.email)
                        .textContentType(.username)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                        .focused($focus, equals: .email)
                        .submitLabel(.next)
                        .gifterField()
                    SecureField(GifterCopy[.authPassword], text: $form.password)
                        .textContentType(isSignUp ? .newPassword : .password)
                        .focused($focus, equals: .password)
                        .submitLabel(.go)
                        .gifterField()
                    Text(AuthFormModel.passwordHint)
                        .gifterFont(.footnote)
                        .foregroundStyle(GifterPalette.gray)
                }
                .fadeUp(delay: 0.1)
                .onSubmit { advance() }

                if let error = form.error {
                    Text(error)
                        .gifterFont(.footnote)
                        .foregroundStyle(GifterPalette.white)
                        .transition(.opacity)
                }

                VStack(spacing: GifterSpacing.small) {
                    Button {
                        submit()
                    } label: {
                        if form.isSubmitting {
                            ProgressView()
                        } else {
                            Text(isSignUp ? GifterCopy[.authCreate] : WelcomeCopy.logIn)
                        }
                    }
                    .buttonStyle(.gifterPrimary)
                    .disabled(!form.canSubmit)
                    if !isSignUp {
                        Button(GifterCopy[.authForgotPassword]) {
                            app.passwordReset = PasswordResetModel(email: form.email, client: app.client)
                        }
                        .buttonStyle(TextButtonStyle(color: GifterPalette.gray))
                    }
                }
                .fadeUp(delay: 0.2)
            }
            .padding(.horizontal, GifterSpacing.screenMargin)
            .padding(.vertical, GifterSpacing.large)
        }
        .scrollDismissesKeyboard(.interactively)
        .background(GifterPalette.black.ignoresSafeArea())
        .navigationBarTitleDisplayMode(.inline)
        .animation(GifterMotion.press, value: form.error)
        .onChange(of: form.user?.id) { _, _ in
            if let user = form.user { app.authenticated(as: user) }
        }
    }

    private var isSignUp: Bool { form.mode == .signUp }

    /// Return moves to the next field, and sends the form from the last.
    private func advance() {
        switch focus {
        case .name: focus = .email
        case .email: focus = .password
        case .password, nil: submit()
        }
    }

    private func submit() {
        guard form.canSubmit else { return }
        focus = nil
        Task { await form.submit() }
    }
}
