import GifterAPI
import GifterCore
import SwiftUI

/// The You tab (§10): "You & I" and its line; you (name, email, Edit profile); your taste as chips
/// with "Refine my taste"; your own dates with "Add an occasion"; the two reminder switches (saved as
/// they flip, queued offline) and "Tell me about friend requests"; the wishlist; About (Privacy,
/// Terms, About Gifter, in Safari's sheet); and Log out. It reloads whenever it shows, so a changed
/// name or refined taste is there on return.
struct ProfileView: View {
    let model: YouModel
    @State private var aboutPage: WebPage?
    @State private var newOccasion: OccasionEditModel?

    var body: some View {
        List {
            header
            if let failure = model.failure, model.user == nil {
                Section {
                    Text(GifterErrorCopy.title(for: failure))
                        .foregroundStyle(GifterPalette.white)
                    Button(GifterErrorCopy.retry) {
                        Task { await model.load() }
                    }
                }
                .listRowBackground(GifterPalette.offBlack)
            }
            you
            taste
            occasions
            notifications
            Section {
                NavigationLink(value: GifterRoute.wishlist) {
                    Label(GifterCopy[.wishlistTitle], systemImage: "heart")
                }
            }
            .listRowBackground(GifterPalette.offBlack)
            about
            Section {
                Button(GifterCopy[.youLogOut], role: .destructive) {
                    Task { await model.signOut() }
                }
            }
            .listRowBackground(GifterPalette.offBlack)
        }
        .gifterFont(.body)
        .foregroundStyle(GifterPalette.white)
        .listStyle(.insetGrouped)
        .scrollContentBackground(.hidden)
        .background(GifterPalette.black.ignoresSafeArea())
        .navigationTitle(GifterTab.you.title)
        .navigationBarTitleDisplayMode(.inline)
        .refreshable { [model] in await model.load() }
        .onAppear { Task { await model.load() } }
        .safariSheet($aboutPage)
        .sheet(
            isPresented: Binding(get: { @MainActor in newOccasion != nil }, set: { @MainActor presented in if !presented { newOccasion = nil } }),
            onDismiss: { Task { await model.load() } }
        ) {
            if let newOccasion {
                NavigationStack {
                    OccasionEditView(model: newOccasion, showsClose: true)
                }
            }
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: GifterSpacing.small) {
            Text(YouModel.header)
                .gifterFont(.displayXL)
                .foregroundStyle(GifterPalette.white)
                .accessibilityAddTraits(.isHeader)
            Text(YouModel.subtext)
                .gifterFont(.body)
                .foregroundStyle(GifterPalette.gray)
        }
        .fadeUp()
        .listRowBackground(Color.clear)
        .listRowInsets(EdgeInsets())
    }

    private var you: some View {
        Section {
            if let user = model.user {
                HStack(spacing: GifterSpacing.small + 4) {
                    InitialsAvatar(initials: model.initials, size: 44)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(user.displayName)
                            .foregroundStyle(GifterPalette.white)
                        if let email = user.email {
                            Text(email)
                                .gifterFont(.footnote)
                                .foregroundStyle(GifterPalette.gray)
                        }
                    }
                }
                .accessibilityElement(children: .combine)
                NavigationLink(value: GifterRoute.editProfile) {
                    Text(GifterCopy[.youEditProfile])
                }
            } else if model.failure == nil {
                NoddingBow(label: GifterCopy[.commonLoading])
                    .frame(width: 28)
            }
        } header: {
            sectionHeader(GifterCopy[.youSectionYou])
        }
        .listRowBackground(GifterPalette.offBlack)
    }

    private var taste: some View {
        Section {
            if model.tasteChips.isEmpty {
                Text(YouModel.noTasteLine)
                    .foregroundStyle(GifterPalette.gray)
            } else {
                FlowLayout {
                    ForEach(model.tasteChips, id: \.self) { chip in Pill(chip) }
                }
                .padding(.vertical, GifterSpacing.extraSmall)
            }
            NavigationLink(value: GifterRoute.refineTaste) {
                Text(YouModel.refineButton)
            }
        } header: {
            sectionHeader(GifterCopy[.youSectionTaste])
        }
        .listRowBackground(GifterPalette.offBlack)
    }

    private var occasions: some View {
        Section {
            ForEach(model.ownOccasions, id: \.id) { occasion in
                NavigationLink(value: GifterRoute.occasion(id: occasion.id)) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(occasion.title)
                            .foregroundStyle(GifterPalette.white)
                        Text(OccasionsModel.occasionLine(occasion))
                            .gifterFont(.footnote)
                            .foregroundStyle(GifterPalette.gray)
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            Button {
                newOccasion = model.addOccasion()
            } label: {
                Label(YouModel.addOccasionButton, systemImage: "plus")
            }
        } header: {
            sectionHeader(GifterCopy[.youSectionOccasions])
        }
        .listRowBackground(GifterPalette.offBlack)
    }

    private var notifications: some View {
        Section {
            Toggle(YouModel.weekBeforeLabel, isOn: Binding(
                get: { @MainActor in model.weekBefore },
                set: { @MainActor on in Task { await model.setWeekBefore(on) } }
            ))
            Toggle(YouModel.onTheDayLabel, isOn: Binding(
                get: { @MainActor in model.onTheDay },
                set: { @MainActor on in Task { await model.setOnTheDay(on) } }
            ))
            Toggle(YouModel.friendPushesLabel, isOn: Binding(
                get: { @MainActor in model.friendPushes },
                set: { @MainActor on in Task { await model.setFriendPushes(on) } }
            ))
            if let notice = model.notice {
                Text(notice)
                    .gifterFont(.footnote)
                    .foregroundStyle(GifterPalette.gray)
            }
        } header: {
            sectionHeader(GifterCopy[.youSectionNotifications])
        }
        .tint(GifterPalette.gray)
        .disabled(model.user == nil)
        .listRowBackground(GifterPalette.offBlack)
    }

    private var about: some View {
        Section {
            ForEach(model.aboutLinks) { link in
                Button {
                    aboutPage = WebPage(url: link.url)
                } label: {
                    HStack {
                        Text(link.title)
                            .foregroundStyle(GifterPalette.white)
                        Spacer()
                        Image(systemName: "arrow.up.right")
                            .foregroundStyle(GifterPalette.gray)
                            .accessibilityHidden(true)
                    }
                }
            }
        } header: {
            sectionHeader(GifterCopy[.youSectionAbout])
        }
        .listRowBackground(GifterPalette.offBlack)
    }

    private func sectionHeader(_ title: String) -> some View {
        Text(title)
            .gifterFont(.caption)
            .foregroundStyle(GifterPalette.gray)
    }
}
