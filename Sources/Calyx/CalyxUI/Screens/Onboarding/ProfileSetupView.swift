import CalyxCore
import SwiftUI

/// The profile step after a first sign-in (§3.1 "Required Setup After OAuth") over
/// `ProfileSetupModel`, in one form: the username (checked as it is typed: the rules at once, then
/// whether it is free), the photo (the provider's until another is picked), the display name
/// (prefilled from the provider) and the optional about. Continue claims the name and saves the rest;
/// the app model moves on to the tutorial once `account` is set.
struct ProfileSetupView: View {
    let model: ProfileSetupModel
    @FocusState private var isFocused: Bool

    var body: some View {
        Form {
            Section {
                VStack(alignment: .leading, spacing: CalyxSpacing.small) {
                    CalyxLogo(size: 40)
                    Text("Set up your profile")
                        .calyxFont(.h1)
                        .foregroundStyle(CalyxPalette.black)
                        .accessibilityAddTraits(.isHeader)
                    Text("Your username is how people find you and see your collections.")
                        .calyxFont(.body)
                        .foregroundStyle(CalyxPalette.darkGray)
                }
                .listRowBackground(Color.clear)
            }
            Section("Username") {
                field
                StatusLine(status: model.username.status)
            }
            ProfileDetailsSections(model: model.details, providerPhotoURL: model.providerPhotoURL)
            Section {
                Button {
                    Task { await model.submit() }
                } label: {
                    if model.isSubmitting {
                        ProgressView().tint(CalyxPalette.onBotanicalGreen)
                    } else {
                        Text("Continue")
                    }
                }
                .buttonStyle(.calyxPrimary)
                .disabled(!model.canSubmit)
                .accessibilityValue(model.isSubmitting ? "Saving" : "")
                .listRowBackground(Color.clear)
                if let failure = model.username.failure {
                    Label(failure, systemImage: "exclamationmark.circle")
                        .calyxFont(.small)
                        .foregroundStyle(CalyxPalette.earthBrown)
                }
            }
        }
        .scrollContentBackground(.hidden)
        .scrollDismissesKeyboard(.interactively)
        .background(CalyxPalette.cream.ignoresSafeArea())
        .tint(CalyxPalette.botanicalGreen)
        .onAppear { isFocused = true }
    }

    /// "@" before the name; the rules and the check under it.
    private var field: some View {
        HStack(spacing: 4) {
            Text("@")
                .foregroundStyle(CalyxPalette.darkGray)
                .accessibilityHidden(true)
            TextField("username", text: Binding { model.username.text } set: { model.username.type($0) })
                .foregroundStyle(CalyxPalette.black)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.next)
                .focused($isFocused)
                .accessibilityLabel("Username")
        }
        .calyxFont(.body)
        .frame(minHeight: CalyxSpacing.minimumTouchTarget)
    }
}

/// What the check says under the field, with a symbol so it is not told by colour alone.
private struct StatusLine: View {
    let status: UsernameModel.Status

    var body: some View {
        Group {
            switch status {
            case .empty:
                Label("3 to 20 letters, numbers or underscores.", systemImage: "info.circle")
                    .foregroundStyle(CalyxPalette.darkGray)
            case .invalid(let problem):
                Label(problem, systemImage: "exclamationmark.circle")
                    .foregroundStyle(CalyxPalette.earthBrown)
            case .checking:
                Label {
                    Text("Checking\u{2026}")
                } icon: {
                    ProgressView().controlSize(.small)
                }
                .foregroundStyle(CalyxPalette.darkGray)
            case .available:
                Label("That username is free.", systemImage: "checkmark.circle.fill")
                    .foregroundStyle(CalyxPalette.botanicalGreen)
            case .unavailable(let reason):
                Label(reason, systemImage: "xmark.circle")
                    .foregroundStyle(CalyxPalette.earthBrown)
            case .unknown:
                Label("Couldn't check right now; you can still continue.", systemImage: "wifi.exclamationmark")
                    .foregroundStyle(CalyxPalette.darkGray)
            }
        }
        .calyxFont(.small)
        .frame(minHeight: 20, alignment: .leading)
        // Read again as it changes, so a VoiceOver user hears whether the name is free.
        .accessibilityAddTraits(.updatesFrequently)
    }
}
