import ClientUI
import GifterCore
import SwiftUI

/// Ideas for one person on a page of their own (§5.2 from Find, a friend's "Find ideas for Mia", a
/// gift plan's "Ask for more ideas"): "Ideas for James" over `RecommendationsContent`. The first
/// ideas are asked for when the page opens, unless whoever made the model already asked.
struct RecommendationsView: View {
    let model: RecommendationsModel
    var loadsOnAppear = true
    /// A gifting profile's page offers "Edit profile" (name, relationship, three words, delete).
    @State private var editing: ProfileEditModel?
    @State private var wasDeleted = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: GifterSpacing.large) {
                Text(model.title)
                    .gifterFont(.displayXL)
                    .foregroundStyle(GifterPalette.white)
                    .accessibilityAddTraits(.isHeader)
                    .fadeUp()
                RecommendationsContent(model: model)
            }
            .padding(.horizontal, GifterSpacing.screenMargin)
            .padding(.vertical, GifterSpacing.large)
        }
        .scrollDismissesKeyboard(.interactively)
        .background(GifterPalette.black.ignoresSafeArea())
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            if model.profileID != nil {
                ToolbarItem(placement: .topBarTrailing) {
                    Button(GifterCopy[.profileEditEdit]) { editing = model.editProfile() }
                }
            }
        }
        .sheet(
            isPresented: Binding(get: { @MainActor in editing != nil }, set: { @MainActor presented in if !presented { editing = nil } }),
            onDismiss: {
                // Deleted: the page about them goes too; edited: their ideas follow the new words.
                if wasDeleted { dismiss() } else { Task { await model.load() } }
            }
        ) {
            if let editing { ProfileEditView(model: editing) }
        }
        .onChange(of: editing?.isDeleted ?? false) { _, deleted in
            if deleted { wasDeleted = true }
        }
        .onFirstAppear {
            if loadsOnAppear { await model.load() }
        }
    }
}
