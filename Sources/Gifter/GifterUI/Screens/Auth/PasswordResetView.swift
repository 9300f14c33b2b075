import GifterAPI
import GifterCore
import SwiftUI
import UIKit

/// "Forgot your password?" and the mailed link (a sheet over whatever shows): the email to send the
/// link to, then the line that it is on its way; from the link, the new password. A used or expired
/// link says so and asks for the email again. Set, the person is signed in and the sheet goes.
struct PasswordResetView: View {
    @Bindable var model: PasswordResetModel
    /// Called once the new password is set and the person is signed in.
    let signedIn: (Components.Schemas.User) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: GifterSpacing.large) {
                    VStack(alignment: .leading, spacing: GifterSpacing.small) {
                        Text(model.title)
                            .gifterFont(.displayL)
                            .foregroundStyle(GifterPalette.white)
                            .accessibilityAddTraits(.isHeader)
                        Text(model.line)
                            .gifterFont(.body)
                            .foregroundStyle(GifterPalette.gray)
                    }
                    field
                    if let error = model.error {
                        Text(error)
                            .gifterFont(.footnote)
                            .foregroundStyle(GifterPalette.white)
                    }
                    if model.step == .askForLink || isChoosingNew {
                        Button {
                            Task { await model.submit() }
                        } label: {
                            if model.isSubmitting {
                                ProgressView()
                            } else {
                                Text(model.step == .askForLink ? GifterCopy[.resetSend] : GifterCopy[.resetSet])
                            }
                        }
                        .buttonStyle(.gifterPrimary)
                        .disabled(!model.canSubmit)
                    }
                }
                .padding(.horizontal, GifterSpacing.screenMargin)
                .padding(.vertical, GifterSpacing.large)
            }
            .background(GifterPalette.black.ignoresSafeArea())
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(GifterCopy[.commonClose]) { dismiss() }
                }
            }
            .animation(GifterMotion.crossfade, value: model.step)
        }
        .onChange(of: model.user?.id) { _, _ in
            if let user = model.user { signedIn(user) }
        }
    }

    @ViewBuilder
    private var field: some View {
        switch model.step {
        case .askForLink:
            TextField(GifterCopy[.authEmail], text: $model.email)
                .textContentType(.username)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .gifterField()
        case .chooseNew:
            SecureField(GifterCopy[.editProfileNewPassword], text: $model.newPassword)
                .textContentType(.newPassword)
                .gifterField()
        case .linkSent, .done:
            EmptyView()
        }
    }

    private var isChoosingNew: Bool {
        switch model.step {
        case .chooseNew: true
        case .askForLink, .linkSent, .done: false
        }
    }
}
