import CouplesCore
import SwiftUI

/// On the partner's phone when they ask to let a new phone in: the code the new phone shows, and the
/// choice. Letting it in hands that phone the key to everything the two share, so it comes after comparing.
struct RekeyApprovalCard: View {
    let model: PairingModel

    var body: some View {
        if let code = model.partnerRekeyCode {
            let partner = model.partnerName ?? "Your partner"
            VStack(alignment: .leading, spacing: 12) {
                Label("\(partner) has a new phone", systemImage: "iphone.gen3")
                    .font(.headline)
                Text("Let it in only if its screen shows these same numbers. Compare in person or on a call.")
                SafetyCodeGrid(code: code)
                Button("It matches — let the new phone in") { Task { await model.approveRekey() } }
                    .buttonStyle(.borderedProminent)
                    .disabled(model.isWorking)
                Button("It doesn't match", role: .destructive) { Task { await model.declineRekey() } }
                    .disabled(model.isWorking)
                if let error = model.error {
                    Text(error).font(.footnote).foregroundStyle(.red)
                }
            }
            .card()
        }
    }
}
