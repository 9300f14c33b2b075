import ClientUI
import GifterCore
import SwiftUI

/// The Find tab (§5): "Who are we shopping for?" over a search of friends and gifting profiles
/// (focused when Home's "Find something for…" sent the person here), then "People you gift most",
/// "Recent gifting profiles" and "Start a new profile". A friend opens their context, a profile its
/// ideas. "Create a new gifting profile" opens the sheet; once its quiz is done, the new profile's
/// ideas open here. Friends (with the requests waiting) and "Add a friend" come first; the lists are
/// read again whenever Find shows, so a request answered or a friend removed is reflected.
struct FindView: View {
    let model: FindModel
    @Environment(GifterAppModel.self) private var app
    @State private var isSearching = false
    @State private var newProfile: NewProfileModel?
    /// A gifting profile being edited (from its row's menu or swipe).
    @State private var editingProfile: ProfileEditModel?

    var body: some View {
        let tabs = app.tabs
        content
            .background(GifterPalette.black.ignoresSafeArea())
            .navigationTitle(GifterTab.find.title)
            .navigationBarTitleDisplayMode(.inline)
            .searchable(
                text: Binding(get: { @MainActor in model.query }, set: { @MainActor text in model.search(text) }),
                isPresented: $isSearching, placement: .navigationBarDrawer(displayMode: .always), prompt: Text(GifterCopy[.findSearch])
            )
            .onChange(of: tabs.focusFindSearch, initial: true) { _, focus in
                guard focus else { return }
                isSearching = true
                tabs.findSearchFocused()
            }
            .task { await model.load() }
            .sheet(
                isPresented: Binding(get: { @MainActor in editingProfile != nil }, set: { @MainActor presented in if !presented { editingProfile = nil } }),
                onDismiss: { Task { await model.load() } }
            ) {
                if let editingProfile { ProfileEditView(model: editingProfile) }
            }
            .sheet(
                isPresented: Binding(get: { @MainActor in newProfile != nil }, set: { @MainActor presented in if !presented { newProfile = nil } }),
                onDismiss: { Task { await model.load() } }
            ) {
                if let newProfile {
                    NewProfileView(model: newProfile) { person, name in
                        self.newProfile = nil
                        tabs.push(.recommendations(person: person, name: name), in: .find)
                    }
                }
            }
    }

    @ViewBuilder
    private var content: some View {
        if let failure = model.failure, model.friends.isEmpty, model.profiles.isEmpty {
            GifterErrorView(failure: failure) { await model.load() }
        } else {
            List {
                header
                if model.query.isEmpty {
                    friendsSection
                    section(FindModel.mostGiftedTitle, model.mostGifted)
                    section(FindModel.recentProfilesTitle, model.recentProfiles)
                    Section {
                        createButton
                    } header: {
                        sectionHeader(GifterCopy[.findStartProfile])
                    }
                } else if model.results.isEmpty {
                    Section {
                        Text(GifterCopy[.findNoMatch])
                            .gifterFont(.body)
                            .foregroundStyle(GifterPalette.gray)
                            .listRowBackground(GifterPalette.black)
                            .listRowSeparator(.hidden)
                        createButton
                    }
                } else {
                    Section {
                        ForEach(model.results) { entry in row(entry) }
                    }
                }
            }
            .listStyle(.plain)
            .scrollContentBackground(.hidden)
            .scrollDismissesKeyboard(.immediately)
            .refreshable { [model] in await model.load() }
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: GifterSpacing.small) {
            Text(FindModel.title)
                .gifterFont(.displayXL)
                .foregroundStyle(GifterPalette.white)
                .accessibilityAddTraits(.isHeader)
            Text(FindModel.subtitle)
                .gifterFont(.body)
                .foregroundStyle(GifterPalette.gray)
        }
        .padding(.vertical, GifterSpacing.small)
        .fadeUp()
        .listRowBackground(GifterPalette.black)
        .listRowSeparator(.hidden)
    }

    @ViewBuilder
    private func section(_ title: String, _ entries: [FindModel.Entry]) -> some View {
        if !entries.isEmpty {
            Section {
                ForEach(entries) { entry in row(entry) }
            } header: {
                sectionHeader(title)
            }
        }
    }

    private func sectionHeader(_ title: String) -> some View {
        Text(title)
            .gifterFont(.caption)
            .foregroundStyle(GifterPalette.gray)
            .accessibilityAddTraits(.isHeader)
    }

    private func row(_ entry: FindModel.Entry) -> some View {
        NavigationLink(value: route(entry)) {
            PersonRow(entry: entry)
        }
        .listRowBackground(GifterPalette.black)
        .listRowSeparatorTint(GifterPalette.softGray)
        .contextMenu {
            if case .profile = entry.kind {
                Button(GifterCopy[.profileEditEdit], systemImage: "pencil") { editingProfile = model.editProfile(entry) }
            }
        }
        .swipeActions(edge: .trailing) {
            if case .profile = entry.kind {
                Button(GifterCopy[.profileEditEdit], systemImage: "pencil") { editingProfile = model.editProfile(entry) }
                    .tint(GifterPalette.softGray)
            }
        }
    }

    /// A friend opens what Gifter knows about them; a gifting profile opens its ideas (§5.2).
    private func route(_ entry: FindModel.Entry) -> GifterRoute {
        switch entry.kind {
        case .friend(let id): .friend(id: id)
        case .profile: .recommendations(person: entry.person, name: entry.name)
        }
    }

    /// Friends (and how many requests wait), and "Add a friend".
    private var friendsSection: some View {
        Section {
            NavigationLink(value: GifterRoute.friends) {
                HStack {
                    Label(FindModel.friendsButton, systemImage: "person.2")
                        .foregroundStyle(GifterPalette.white)
                    Spacer()
                    if let waiting = model.requestsWaitingLine {
                        Text(waiting)
                            .gifterFont(.footnote)
                            .foregroundStyle(GifterPalette.white)
                            .padding(.horizontal, GifterSpacing.small)
                            .padding(.vertical, 2)
                            .background(Capsule().fill(GifterPalette.softGray))
                    }
                }
                .accessibilityElement(children: .combine)
            }
            .listRowBackground(GifterPalette.black)
            .listRowSeparatorTint(GifterPalette.softGray)
            NavigationLink(value: GifterRoute.addFriend) {
                Label(FindModel.addFriendButton, systemImage: "person.badge.plus")
                    .foregroundStyle(GifterPalette.white)
            }
            .listRowBackground(GifterPalette.black)
            .listRowSeparator(.hidden)
        }
    }

    private var createButton: some View {
        Button(FindModel.createButton) {
            newProfile = model.newProfile()
        }
        .buttonStyle(.gifterSecondary)
        .listRowBackground(GifterPalette.black)
        .listRowSeparator(.hidden)
    }
}
