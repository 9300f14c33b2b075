import GifterCore
import SwiftUI
import UIKit

/// "Add a friend" (from Find): an email or username and Send, whose answer never says whether anyone
/// has that address; beside it, an invitation link for the share sheet, for someone not on Gifter yet
/// (made once when the screen opens, and again only if it runs out).
struct AddFriendView: View {
    @Bindable var model: AddFriendModel

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: GifterSpacing.large) {
                VStack(alignment: .leading, spacing: GifterSpacing.small) {
                    Text(AddFriendModel.title)
                        .gifterFont(.displayXL)
                        .foregroundStyle(GifterPalette.white)
                        .accessibilityAddTraits(.isHeader)
                    Text(AddFriendModel.body)
                        .gifterFont(.body)
                        .foregroundStyle(GifterPalette.gray)
                }
                .fadeUp()

                request
                    .fadeUp(delay: 0.1)

                invitation
                    .fadeUp(delay: 0.2)
            }
            .padding(.horizontal, GifterSpacing.screenMargin)
            .padding(.vertical, GifterSpacing.large)
        }
        .scrollDismissesKeyboard(.interactively)
        .background(GifterPalette.black.ignoresSafeArea())
        .navigationTitle(FindModel.addFriendButton)
        .navigationBarTitleDisplayMode(.inline)
        .task { await model.prepareInvite() }
    }

    private var request: some View {
        VStack(alignment: .leading, spacing: GifterSpacing.medium) {
            TextField(AddFriendModel.fieldLabel, text: $model.address)
                // No content type: it is someone else's address, not one to fill in from the person's own.
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.send)
                .onSubmit { Task { await model.send() } }
                .gifterField()
            if let problem = model.problem {
                Text(problem)
                    .gifterFont(.footnote)
                    .foregroundStyle(GifterPalette.white)
            }
            if let sent = model.sent {
                NoticeBanner(text: sent, systemImage: "paperplane")
            }
            Button {
                Task { await model.send() }
            } label: {
                if model.isSending {
                    ProgressView()
                } else {
                    Text(AddFriendModel.sendButton)
                }
            }
            .buttonStyle(.gifterPrimary)
            .disabled(!model.canSend)
        }
    }

    private var invitation: some View {
        VStack(alignment: .leading, spacing: GifterSpacing.small) {
            SectionTitle(AddFriendModel.inviteTitle)
            Text(AddFriendModel.inviteBody)
                .gifterFont(.body)
                .foregroundStyle(GifterPalette.gray)
            if let url = model.inviteURL {
                ShareLink(
                    item: url, subject: Text(AddFriendModel.inviteSubject), message: Text(AddFriendModel.inviteMessage)
                ) {
                    Label(AddFriendModel.inviteButton, systemImage: "square.and.arrow.up")
                }
                .buttonStyle(.gifterSecondary)
            } else {
                if let problem = model.inviteProblem {
                    Text(problem)
                        .gifterFont(.footnote)
                        .foregroundStyle(GifterPalette.white)
                }
                // No link yet (being made, could not be made, or run out): this makes one.
                Button {
                    Task { await model.prepareInvite() }
                } label: {
                    if model.isMakingInvite {
                        ProgressView()
                    } else {
                        Label(AddFriendModel.inviteButton, systemImage: "square.and.arrow.up")
                    }
                }
                .buttonStyle(.gifterSecondary)
                .disabled(model.isMakingInvite)
            }
        }
    }
}
