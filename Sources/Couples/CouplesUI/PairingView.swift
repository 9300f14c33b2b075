import CouplesCore
import SwiftUI

/// Pairing: invite (code, link, share) and the invites still waiting, join by code or link, and on a
/// new phone, asking to be let back in while comparing the code the pair will have.
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
                if !model.invites.isEmpty { waitingInvitesSection }
                joinSection
            case .paired:
                Section { Label("Paired with \(model.partnerName ?? "your partner")", systemImage: "heart.fill") }
            case .needsRekey:
                Section("A new phone") {
                    Text("This phone doesn't have the key you paired with. Ask \(model.partnerName ?? "your partner") to let it in.")
                    Button("Ask to be let back in") { Task { await model.requestRekey() } }
                        .disabled(model.isWorking)
                }
            case .waitingForApproval:
                waitingSection
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

    /// Invites sent and not yet used: each can be shared again or withdrawn.
    private var waitingInvitesSection: some View {
        Section("Waiting invites") {
            ForEach(model.invites) { invite in
                HStack {
                    VStack(alignment: .leading) {
                        Text(invite.displayCode).font(.system(.body, design: .monospaced))
                        Text("Until \(invite.expiresAt.formatted(date: .omitted, time: .shortened))")
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    ShareLink(item: invite.shareText) { Image(systemName: "square.and.arrow.up") }
                        .accessibilityLabel("Send invite \(invite.displayCode) again")
                }
                .swipeActions {
                    Button("Withdraw", role: .destructive) { Task { await model.cancelInvite(invite.code) } }
                }
                .accessibilityAction(named: "Withdraw") { Task { await model.cancelInvite(invite.code) } }
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
                Text("Once you've joined, you'll both see a safety code. Compare it with \(preview.inviterName) before you share anything.")
            }
            Button("Join") { Task { await model.join() } }.buttonStyle(.borderedProminent)
            Button("Cancel", role: .cancel) { model.cancelPreview() }
        }
    }

    /// The new phone, waiting: the code the pair will have once let in, to compare with the partner's screen.
    private var waitingSection: some View {
        Section("Waiting for \(model.partnerName ?? "your partner")") {
            Text("\(model.partnerName ?? "Your partner") will see a code on their phone. Check it is this one, then they can let this phone in.")
            if let code = model.safetyCode {
                SafetyCodeGrid(code: code)
                if model.trust == .verified {
                    Label("You compared it", systemImage: "checkmark.shield")
                } else {
                    ConfirmSafetyCodeButton(model: model, code: code)
                }
            }
        }
    }
}
