import CouplesCore
import SwiftUI

/// Pairing: invite (code, link, share), join by code or link, compare the safety emoji, and the
/// rekey flow for a partner's new phone.
struct PairingView: View {
    @Bindable var model: PairingModel
    var onPaired: () -> Void

    var body: some View {
        Form {
            switch model.stage {
            case .loading:
                ProgressView()
            case .unpaired, .failed:
                inviteSection
                joinSection
            case .paired:
                pairedSection
            case .needsRekey:
                Section("A new phone") {
                    Text("This phone doesn't have the key you paired with. Ask \(model.partnerName ?? "your partner") to let it in.")
                    Button("Ask to be let back in") { Task { await model.requestRekey() } }
                }
            case .waitingForApproval:
                Section("Waiting") {
                    Text("Waiting for \(model.partnerName ?? "your partner") to let this phone in. Compare these emoji with theirs:")
                    emojiRow(model.partnerRekeyEmoji ?? model.safetyEmoji)
                }
            }
            if let preview = model.preview {
                previewSection(preview)
            }
            if let error = model.error {
                Section { Text(error).foregroundStyle(.red) }
            }
        }
        .scrollContentBackground(.hidden)
        .background(CouplesTheme.background.ignoresSafeArea())
        .navigationTitle("Pair up")
        .task { await model.load() }
        .onChange(of: model.stage) { _, stage in
            if stage == .paired { onPaired() }
        }
    }

    private var inviteSection: some View {
        Section("Invite your partner") {
            if let invite = model.invite {
                Text(invite.displayCode)
                    .font(.system(.largeTitle, design: .monospaced).weight(.semibold))
                    .accessibilityLabel("Invite code \(invite.displayCode.map(String.init).joined(separator: " "))")
                ShareLink(item: invite.shareText) { Label("Send the invite", systemImage: "square.and.arrow.up") }
                Text("Valid for 24 hours, once.").font(.footnote).foregroundStyle(.secondary)
            } else {
                Button("Create an invite") { Task { await model.createInvite() } }
                    .disabled(model.isWorking)
            }
        }
    }

    private var joinSection: some View {
        Section("Join your partner") {
            TextField("Code, like ABCD-EFGH", text: $model.typedCode)
                .textInputAutocapitalization(.characters)
                .autocorrectionDisabled()
                .font(.system(.body, design: .monospaced))
            Button("Look up the code") { Task { await model.previewTypedCode() } }
                .disabled(model.typedCode.isEmpty || model.isWorking)
        }
    }

    private func previewSection(_ preview: PairingModel.JoinPreview) -> some View {
        Section("Join \(preview.inviterName)?") {
            if preview.isVerifiedByLink {
                Label("The link matches \(preview.inviterName)'s key.", systemImage: "checkmark.shield")
            } else {
                Text("Check that \(preview.inviterName) sees the same four emoji:")
                emojiRow(preview.safetyEmoji)
            }
            Button("Join") { Task { await model.join() } }.buttonStyle(.borderedProminent)
            Button("Cancel", role: .cancel) { model.cancelPreview() }
        }
    }

    private var pairedSection: some View {
        Section("Paired with \(model.partnerName ?? "your partner")") {
            Text("Compare these emoji with your partner's. If they match, no one is in between.")
            emojiRow(model.safetyEmoji)
            if let emoji = model.partnerRekeyEmoji {
                Text("\(model.partnerName ?? "Your partner") asked to let a new phone in. Their phone shows:")
                emojiRow(emoji)
                Button("Let them in") { Task { await model.approveRekey() } }.buttonStyle(.borderedProminent)
                Button("Decline", role: .destructive) { Task { await model.declineRekey() } }
            }
        }
    }

    private func emojiRow(_ emoji: [String]) -> some View {
        Text(emoji.joined(separator: "  "))
            .font(.largeTitle)
            .frame(maxWidth: .infinity)
            .accessibilityLabel("Safety emoji: \(emoji.joined(separator: ", "))")
    }
}
