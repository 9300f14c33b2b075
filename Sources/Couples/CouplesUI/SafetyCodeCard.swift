import CouplesCore
import SwiftUI

/// On the flower screen while the two have not compared their safety code, or after it changed:
/// the code itself, what comparing means, and "We compared, it matches".
struct SafetyCodeCard: View {
    let model: PairingModel

    private var partner: String { model.partnerName ?? "your partner" }

    var body: some View {
        if model.shouldCompareSafetyCode, let code = model.safetyCode {
            VStack(alignment: .leading, spacing: 12) {
                if model.trust == .changed {
                    Label("The safety code changed", systemImage: "exclamationmark.shield.fill")
                        .font(.headline)
                        .foregroundStyle(.orange)
                    Text("\(model.partnerName ?? "Your partner")'s phone may be new — or someone may be in between. Nothing more is sent until you compare this code with theirs, in person or on a call.")
                } else {
                    Label("Compare your safety code", systemImage: "lock.shield")
                        .font(.headline)
                    Text("If \(partner) sees the same numbers, no one can read what you two share — not even our server.")
                }
                SafetyCodeGrid(code: code)
                ConfirmSafetyCodeButton(model: model, code: code)
                    .buttonStyle(.borderedProminent)
                Text("If the numbers differ, don't send anything: unpair in Settings and pair again. The code stays in Settings › Safety code.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .card()
        }
    }
}
