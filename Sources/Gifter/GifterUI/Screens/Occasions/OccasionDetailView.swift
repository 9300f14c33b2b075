import ClientUI
import GifterAPI
import GifterCore
import SwiftUI

/// An occasion's page (§6.2): the summary card (name and relationship, the occasion, its date and
/// countdown), "Let’s find something for Mia." and its line, then the ideas for that person and
/// occasion, asked for as the page opens (or the ones kept on the phone, still fitting; offline, with
/// a line saying so), "Ask Gifter for ideas" only before that. "Edit
/// occasion" at the top right opens the form in a sheet; deleted there, this page closes too.
struct OccasionDetailView: View {
    let model: OccasionDetailModel
    @State private var editing: OccasionEditModel?
    @State private var wasDeleted = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(GifterPalette.black.ignoresSafeArea())
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                if model.occasion != nil {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button(OccasionDetailModel.editButton) { editing = model.edit() }
                    }
                }
            }
            .sheet(
                isPresented: Binding(get: { @MainActor in editing != nil }, set: { @MainActor presented in if !presented { editing = nil } }),
                onDismiss: {
                    if wasDeleted {
                        dismiss()
                    } else {
                        Task { await model.load() }
                    }
                }
            ) {
                if let editing {
                    NavigationStack {
                        OccasionEditView(model: editing, showsClose: true)
                    }
                }
            }
            .onChange(of: editing?.isDeleted ?? false) { _, deleted in
                if deleted { wasDeleted = true }
            }
            .onFirstAppear { await model.load() }
    }

    @ViewBuilder
    private var content: some View {
        if let occasion = model.occasion {
            page(occasion)
        } else if let failure = model.failure {
            GifterErrorView(failure: failure) { await model.load() }
        } else {
            NoddingBow(label: GifterCopy[.commonLoading])
                .frame(width: 44)
        }
    }

    private func page(_ occasion: Components.Schemas.Occasion) -> some View {
        ScrollView {
            VStack(alignment: .leading, spacing: GifterSpacing.large) {
                if let offline = model.offlineLine {
                    Text(offline)
                        .gifterFont(.footnote)
                        .foregroundStyle(GifterPalette.gray)
                }
                summary(occasion)
                    .fadeUp()
                VStack(alignment: .leading, spacing: GifterSpacing.small) {
                    Text(model.title)
                        .gifterFont(.displayXL)
                        .foregroundStyle(GifterPalette.white)
                        .accessibilityAddTraits(.isHeader)
                    Text(OccasionDetailModel.body)
                        .gifterFont(.body)
                        .foregroundStyle(GifterPalette.gray)
                }
                .fadeUp(delay: 0.1)
                if let ideas = model.ideas {
                    if ideas.phase == .notAsked {
                        Button(OccasionDetailModel.askButton) {
                            Task { await model.askForIdeas() }
                        }
                        .buttonStyle(.gifterPrimary)
                        .fadeUp(delay: 0.2)
                    }
                    RecommendationsContent(model: ideas)
                }
            }
            .padding(.horizontal, GifterSpacing.screenMargin)
            .padding(.vertical, GifterSpacing.large)
        }
        .scrollDismissesKeyboard(.interactively)
    }

    private func summary(_ occasion: Components.Schemas.Occasion) -> some View {
        HStack(spacing: GifterSpacing.medium) {
            InitialsAvatar(initials: occasion.person.initials, size: 52)
            VStack(alignment: .leading, spacing: GifterSpacing.extraSmall) {
                Text(model.personLine ?? occasion.person.name)
                    .gifterFont(.body)
                    .foregroundStyle(GifterPalette.white)
                if let summary = model.summaryLine {
                    Text(summary)
                        .gifterFont(.footnote)
                        .foregroundStyle(GifterPalette.gray)
                }
            }
            Spacer(minLength: 0)
        }
        .padding(GifterSpacing.cardPadding)
        .gifterCard()
        .accessibilityElement(children: .combine)
    }
}
