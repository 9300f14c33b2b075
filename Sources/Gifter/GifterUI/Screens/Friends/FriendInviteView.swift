import ClientUI
import GifterCore
import SwiftUI

/// An invite link opened: "Maya invited you to be friends on Gifter." and the yes, which leads to
/// Maya's page; your own link, one that ran out, or one from a friend already each say so plainly.
struct FriendInviteView: View {
    let model: FriendInviteModel
    @Environment(GifterAppModel.self) private var app

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(GifterPalette.black.ignoresSafeArea())
            .navigationBarTitleDisplayMode(.inline)
            .onFirstAppear { await model.load() }
            .onChange(of: model.next) { _, next in
                // Friends now: the friend's page takes this one's place.
                if let next { app.open(next) }
            }
    }

    @ViewBuilder
    private var content: some View {
        switch model.phase {
        case .loading:
            NoddingBow(label: GifterCopy[.commonLoading])
                .frame(width: 44)
        case .failed(let failure):
            GifterErrorView(failure: failure) { await model.load() }
        case .invited, .alreadyFriends, .yours, .expired:
            page
        }
    }

    private var page: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: GifterSpacing.large) {
                BowLogo()
                    .frame(width: 48)
                switch model.phase {
                case .invited:
                    invited
                case .alreadyFriends:
                    line(model.alreadyFriendsLine)
                    Button(model.openFriendButton) { model.openFriend() }
                        .buttonStyle(.gifterPrimary)
                case .yours:
                    line(FriendInviteModel.yoursLine)
                default:
                    line(FriendInviteModel.expiredLine)
                }
            }
            .padding(.horizontal, GifterSpacing.screenMargin)
            .padding(.vertical, GifterSpacing.large)
            .fadeUp()
        }
    }

    @ViewBuilder
    private var invited: some View {
        Text(model.title)
            .gifterFont(.displayXL)
            .foregroundStyle(GifterPalette.white)
            .accessibilityAddTraits(.isHeader)
        Text(FriendInviteModel.body)
            .gifterFont(.body)
            .foregroundStyle(GifterPalette.gray)
        if let problem = model.problem {
            Text(problem)
                .gifterFont(.footnote)
                .foregroundStyle(GifterPalette.white)
        }
        Button {
            Task { await model.accept() }
        } label: {
            if model.isAccepting {
                ProgressView()
            } else {
                Text(model.acceptButton)
            }
        }
        .buttonStyle(.gifterPrimary)
        .disabled(model.isAccepting)
    }

    private func line(_ text: String) -> some View {
        Text(text)
            .gifterFont(.displayL)
            .foregroundStyle(GifterPalette.white)
    }
}
