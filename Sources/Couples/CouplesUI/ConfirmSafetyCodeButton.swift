import CouplesCore
import SwiftUI

/// "We compared, it matches" for the code on screen, wherever the code is shown.
struct ConfirmSafetyCodeButton: View {
    let model: PairingModel
    let code: SafetyCode

    var body: some View {
        Button("We compared, it matches") { Task { await model.confirmSafetyCode(code) } }
            .disabled(model.isWorking)
    }
}
