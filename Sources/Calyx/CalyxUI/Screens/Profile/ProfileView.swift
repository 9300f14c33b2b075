import CalyxAPI
import CalyxCore
import ClientUI
import Foundation
import SwiftUI

/// The Profile tab (§3.5, §7.6 "Profile Screen") over `ProfileModel`: the header, Edit Profile, a
/// 1 pt divider, the glassy Collections | Catalogue | Favorites tabs (the catalogue filtered All,
/// Public or Private), and "Member since" at the bottom. The gear opens Settings. The header opens
/// from the last one seen and refreshes on first appearance and on pull.
struct ProfileView: View {
    @Bindable var model: ProfileModel
    @Environment(\.navigate) private var navigate
    /// The Edit Profile sheet's model, made when the sheet opens.
    @State private var editor: EditProfileModel?

    var body: some View {
        ProfileScroll(profile: model.profile, failure: model.failure, reload: { await model.load() }) { profile in
            content(profile)
        }
        .navigationTitle("Profile")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            if let username = model.profile?.username {
                ToolbarItem(placement: .topBarLeading) {
                    // The public page the server renders; the app opens the same link to this profile.
                    ShareLink(item: model.environment.shareLinks.person(username)) {
                        Label("Share Profile", systemImage: "square.and.arrow.up")
                    }
                }
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    navigate(.settings)
                } label: {
                    Label("Settings", systemImage: "gearshape")
                }
            }
        }
        .sheet(isPresented: Binding { editor != nil } set: { if !$0 { editor = nil } }, onDismiss: { Task { await model.load() } }) {
            if let editor {
                NavigationStack { EditProfileView(model: editor) }
            }
        }
        .onFirstAppear { await model.load() }
    }

    private func content(_ profile: Components.Schemas.Profile) -> some View {
        VStack(alignment: .leading, spacing: CalyxSpacing.medium) {
            ProfileHeader(profile: profile, followLine: model.followLine) {
                navigate(.follows(userID: profile.id, initial: .followers))
            }
            Button("Edit Profile") { editor = model.editor() }
                .buttonStyle(.calyxSecondary)
                .disabled(model.account == nil)
            Rectangle()
                .fill(CalyxPalette.mediumGray)
                .frame(height: 1)
                .accessibilityHidden(true)
            if let failure = model.failure {
                FailureBanner(failure: failure) { await model.load() }
            }
            GlassSegmentedTabs(selection: $model.section, title: \.title)
            section
                .id(model.section)
                .transition(.opacity)
            MemberSinceLine(text: model.memberSinceLine)
        }
        .padding(.horizontal, CalyxSpacing.screenMargin)
        .padding(.vertical, CalyxSpacing.medium)
        .animation(.easeInOut(duration: 0.3), value: model.section)
    }

    @ViewBuilder
    private var section: some View {
        switch model.section {
        case .collections:
            VStack(alignment: .leading, spacing: CalyxSpacing.large) {
                CollectionsGrid(collections: model.collections, emptyMessage: "Collections you make in Saved show here.")
                if !model.savedCollections.isEmpty {
                    // §3.6: others' collections saved to the library, each card crediting its owner.
                    Text("Saved Collections")
                        .calyxFont(.h3)
                        .accessibilityAddTraits(.isHeader)
                    CollectionsGrid(
                        collections: model.savedCollections, emptyMessage: "", creditsOwners: true,
                        toggleLike: { collection in Task { await model.toggleLike(collection) } }, showsHeart: model.showsHeart(on:)
                    )
                }
            }
        case .catalogue:
            VStack(alignment: .leading, spacing: CalyxSpacing.medium) {
                Picker("Show", selection: $model.catalogueFilter) {
                    ForEach(SavedOrder.Visibility.allCases, id: \.self) { visibility in
                        Text(visibility.title).tag(visibility)
                    }
                }
                .pickerStyle(.segmented)
                let items = model.catalogueItems
                Text("^[\(items.count) flower](inflect: true)")
                    .calyxFont(.small)
                    .foregroundStyle(CalyxPalette.darkGray)
                FlowerCardGrid(
                    flowers: items.map(\.card), emptyTitle: "No Flowers Here",
                    emptyMessage: "Flowers you save fill your catalogue.", emptySymbol: "leaf"
                )
            }
        case .favorites:
            FlowerCardGrid(
                flowers: model.favorites, emptyTitle: "No Favorites Yet",
                emptyMessage: "Flowers you like show here, for everyone to see.", emptySymbol: "heart"
            )
        }
    }
}
