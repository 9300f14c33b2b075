import CouplesCore
import SwiftUI

/// Settings › Safety code: the pair's code at any time, whether the two compared it, and the way to
/// say they did (again, after a change).
struct SafetyCodeView: View {
    let model: PairingModel

    var body: some View {
        Form {
            if let code = model.safetyCode {
                Section {
                    SafetyCodeGrid(code: code).padding(.vertical, 8)
                } footer: {
                    Text("\(model.partnerName ?? "Your partner")'s phone shows the same numbers when no one is in between. Compare them in person or on a call.")
                }
                Section {
                    switch model.trust {
                    case .verified:
                        Label("You compared it", systemImage: "checkmark.shield.fill").foregroundStyle(.green)
                    case .changed:
                        Label("It changed since you compared: nothing more is sent until you compare again", systemImage: "exclamationmark.shield.fill")
                            .foregroundStyle(.orange)
                        ConfirmSafetyCodeButton(model: model, code: code)
                    case .unverified, nil:
                        Label("Not compared yet", systemImage: "shield")
                        ConfirmSafetyCodeButton(model: model, code: code)
                    }
                }
            } else {
                Text("Your safety code appears once you're paired.").foregroundStyle(.secondary)
            }
            if let error = model.error {
                Section { Text(error).foregroundStyle(.red) }
            }
        }
        .navigationTitle("Safety code")
        .task { await model.load() }
    }
}
