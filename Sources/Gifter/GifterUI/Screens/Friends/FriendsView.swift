import ClientUI
import GifterAPI
import GifterCore
import SwiftUI

/// Friends (from Find, or a friend-request push): requests asking you (Accept, Decline), the ones you
/// sent (Withdraw), and your friends, each opening their page. "Add a friend" sits in the bar.
struct FriendsView: View {
    let model: FriendsModel

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(GifterPalette.black.ignoresSafeArea())
            .navigationTitle(FriendsModel.title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    NavigationLink(value: GifterRoute.addFriend) {
                        Label(FriendsModel.addButton, systemImage: "person.badge.plus")
                    }
                }
            }
            // Every time it shows: a push or a friend's page may have changed who is here.
            .task { await model.load() }
    }

    @ViewBuilder
    private var content: some View {
        if let failure = model.failure, !model.isLoaded {
            GifterErrorView(failure: failure) { await model.load() }
        } else if !model.isLoaded {
            NoddingBow(label: GifterCopy[.commonLoading])
                .frame(width: 44)
        } else if model.isEmpty {
            VStack(alignment: .leading, spacing: GifterSpacing.medium) {
                Text(FriendsModel.emptyLine)
                    .gifterFont(.body)
                    .foregroundStyle(GifterPalette.gray)
                NavigationLink(value: GifterRoute.addFriend) {
                    Text(FriendsModel.addButton)
                }
                .buttonStyle(.gifterPrimary)
            }
            .padding(.horizontal, GifterSpacing.screenMargin)
        } else {
            list
        }
    }

    private var list: some View {
        List {
            if let notice = model.notice {
                NoticeBanner(text: notice, systemImage: "person.2")
                    .listRowBackground(GifterPalette.black)
                    .listRowSeparator(.hidden)
            }
            if !model.incoming.isEmpty {
                Section {
                    ForEach(model.incoming, id: \.id) { request in incomingRow(request) }
                } header: {
                    sectionHeader(FriendsModel.incomingTitle)
                }
            }
            if !model.outgoing.isEmpty {
                Section {
                    ForEach(model.outgoing, id: \.id) { request in outgoingRow(request) }
                } header: {
                    sectionHeader(FriendsModel.outgoingTitle)
                }
            }
            if !model.friends.isEmpty {
                Section {
                    ForEach(model.friends, id: \.id) { friend in
                        NavigationLink(value: GifterRoute.friend(id: friend.id)) {
                            person(friend.displayName, detail: friend.username.map { "@\($0)" })
                        }
                        .listRowBackground(GifterPalette.black)
                        .listRowSeparatorTint(GifterPalette.softGray)
                    }
                } header: {
                    sectionHeader(FriendsModel.friendsTitle)
                }
            }
        }
        .listStyle(.plain)
        .scrollContentBackground(.hidden)
        .refreshable { [model] in await model.load() }
    }

    private func incomingRow(_ request: FriendsModel.Incoming) -> some View {
        VStack(alignment: .leading, spacing: GifterSpacing.small) {
            person(request.from.displayName, detail: request.from.username.map { "@\($0)" })
            HStack(spacing: GifterSpacing.small) {
                Button(FriendsModel.acceptButton) {
                    Task { await model.accept(request) }
                }
                .buttonStyle(.gifterPrimary)
                Button(FriendsModel.declineButton) {
                    Task { await model.decline(request) }
                }
                .buttonStyle(.gifterSecondary)
            }
            .disabled(model.answering.contains(request.id))
        }
        .padding(.vertical, GifterSpacing.extraSmall)
        .listRowBackground(GifterPalette.black)
        .listRowSeparatorTint(GifterPalette.softGray)
    }

    private func outgoingRow(_ request: FriendsModel.Outgoing) -> some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(request.to)
                    .gifterFont(.body)
                    .foregroundStyle(GifterPalette.white)
                Text(model.sentLine(request))
                    .gifterFont(.footnote)
                    .foregroundStyle(GifterPalette.gray)
            }
            .accessibilityElement(children: .combine)
            Spacer()
            Button(FriendsModel.withdrawButton) {
                Task { await model.withdraw(request) }
            }
            .buttonStyle(TextButtonStyle(color: GifterPalette.gray))
            .disabled(model.answering.contains(request.id))
        }
        .listRowBackground(GifterPalette.black)
        .listRowSeparatorTint(GifterPalette.softGray)
    }

    private func person(_ name: String, detail: String?) -> some View {
        HStack(spacing: GifterSpacing.small + 4) {
            InitialsAvatar(initials: FriendsModel.initials(name))
            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                    .gifterFont(.body)
                    .foregroundStyle(GifterPalette.white)
                if let detail {
                    Text(detail)
                        .gifterFont(.footnote)
                        .foregroundStyle(GifterPalette.gray)
                }
            }
        }
        .accessibilityElement(children: .combine)
    }

    private func sectionHeader(_ title: String) -> some View {
        Text(title)
            .gifterFont(.caption)
            .foregroundStyle(GifterPalette.gray)
            .accessibilityAddTraits(.isHeader)
    }
}
