import CalyxCore
import SwiftUI

/// The username step after a first sign-in (§3.1): one field, checked as the person types (the rules
/// at once, then whether the name is free), and Continue once it can be claimed. The app model moves
/// on to Home when `account` is set.
struct UsernameView: View {
    let model: UsernameModel
    @FocusState private var isFocused: Bool

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: CalyxSpacing.medium) {
                CalyxLogo(size: 40)
                    .padding(.bottom, CalyxSpacing.small)
                Text("Choose a username")
                    .calyxFont(.h1)
                    .foregroundStyle(CalyxPalette.black)
                    .accessibilityAddTraits(.isHeader)
                Text("It's how people find you and see your collections. You can change your name and photo later.")
                    .calyxFont(.body)
                    .foregroundStyle(CalyxPalette.darkGray)
                field
                StatusLine(status: model.status)
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
                if let failure = model.failure {
                    Label(failure, systemImage: "exclamationmark.circle")
                        .calyxFont(.small)
                        .foregroundStyle(CalyxPalette.earthBrown)
                }
            }
            .padding(.horizontal, CalyxSpacing.screenMargin)
            .padding(.vertical, CalyxSpacing.extraLarge)
            .frame(maxWidth: 560)
            .frame(maxWidth: .infinity)
        }
        .scrollDismissesKeyboard(.interactively)
        .background(CalyxPalette.cream.ignoresSafeArea())
        .onAppear { isFocused = true }
    }

    /// §7.8's input field: 1 pt gray border, 2 pt botanical green while focused; "@" before the name.
    private var field: some View {
        let shape = RoundedRectangle(cornerRadius: CalyxSpacing.Radius.inputField, style: .continuous)
        return HStack(spacing: 4) {
            Text("@")
                .foregroundStyle(CalyxPalette.darkGray)
                .accessibilityHidden(true)
            TextField("username", text: Binding { model.text } set: { model.type($0) })
                .foregroundStyle(CalyxPalette.black)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.continue)
                .focused($isFocused)
                .onSubmit { Task { await model.submit() } }
                .accessibilityLabel("Username")
        }
        .calyxFont(.body)
        .padding(.horizontal, 12)
        .frame(minHeight: CalyxSpacing.buttonHeight)
        .background(CalyxPalette.white, in: shape)
        .overlay(shape.strokeBorder(isFocused ? CalyxPalette.botanicalGreen : CalyxPalette.mediumGray, lineWidth: isFocused ? 2 : 1))
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
