import CalyxCore
import SwiftUI

/// The lock (§3.1's biometric option): the logo and one button, "Unlock with Face ID". It asks by
/// itself once the app is in the foreground (Face ID cannot be asked from the background), once per
/// appearance: asking again whenever the app becomes active would loop, since the Face ID sheet
/// itself makes the app inactive. The passcode is the system's fallback.
struct LockView: View {
    let app: CalyxAppModel
    @Environment(\.scenePhase) private var scenePhase
    @State private var hasAsked = false

    var body: some View {
        VStack(spacing: CalyxSpacing.large) {
            Spacer()
            CalyxLogo()
            Text("Calyx is locked")
                .calyxFont(.h3)
                .foregroundStyle(CalyxPalette.darkGray)
            Spacer()
            Button {
                Task { await app.unlock() }
            } label: {
                Label("Unlock with \(method)", systemImage: symbol)
            }
            .buttonStyle(.calyxPrimary)
            .padding(.horizontal, CalyxSpacing.extraLarge)
            .padding(.bottom, CalyxSpacing.extraLarge)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(CalyxPalette.cream.ignoresSafeArea())
        .onChange(of: scenePhase, initial: true) { _, phase in
            guard phase == .active, !hasAsked else { return }
            hasAsked = true
            Task { await app.unlock() }
        }
    }

    private var method: String { app.biometricMethod ?? "Face ID" }

    private var symbol: String {
        switch app.biometricMethod ?? "" {
        case "Touch ID": "touchid"
        case "Optic ID": "opticid"
        case "Face ID": "faceid"
        default: "lock.open"
        }
    }
}
