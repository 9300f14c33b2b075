import CalyxAPI
import CalyxCore
import ClientUI
import SwiftUI

/// A flower's page (§3.2 "Flower Detail View", §7.6) over `FlowerDetailModel`: the hero Polaroid, the
/// names, the glassy Overview | Care | Details | Community tabs crossfading below, and the sticky
/// glass footer (Save to Collection, the heart with its count, share). On Community the comment field
/// sits above the footer. It opens from the phone's copy when there is one, offline too.
///
/// Saving shows "Saved" with "Add to a Collection" (§5.2); on a flower already saved, the primary
/// button offers the collections (and removing it). The model's notices appear above the footer.
///
/// The back button is the system's, which keeps the edge swipe back (a hidden one would lose it); it
/// is a glass circle from iOS 26, and share is a glass circle on every version.
struct FlowerDetailView: View {
    @Bindable var model: FlowerDetailModel
    @Environment(MainTabsModel.self) private var main
    @State private var isChoosingCollection = false
    @State private var isWritingScentNote = false

    var body: some View {
        Group {
            if let detail = model.detail {
                page(detail)
            } else if case .failed(let failure) = model.phase {
                ErrorRetryView(failure: failure) { await model.load() }
            } else {
                BloomingRefreshIndicator(size: 48)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        .background(CalyxPalette.cream.ignoresSafeArea())
        .navigationTitle(model.detail?.commonName ?? "Flower")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) { shareButton }
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            if model.detail != nil { bottomBar }
        }
        .sheet(isPresented: $isChoosingCollection) {
            CollectionPickerSheet(
                title: "Save to Collection", saved: main.saved, checked: Set(model.detail?.collectionIds ?? []),
                pick: { collection in Task { await model.add(to: collection) } },
                removeFromSaved: model.isSaved ? { Task { await model.toggleSave() } } : nil
            )
        }
        .sheet(isPresented: $isWritingScentNote) {
            ScentNoteSheet(note: model.detail?.scent.yourNote ?? "") { note in
                Task { await model.setScentNote(note) }
            }
        }
        .onFirstAppear { await model.load() }
    }

    private func page(_ detail: Components.Schemas.FlowerDetail) -> some View {
        ScrollView {
            VStack(spacing: CalyxSpacing.large) {
                FlowerHero(detail: detail)
                    .padding(.horizontal, CalyxSpacing.large)
                VStack(spacing: 4) {
                    Text(detail.commonName)
                        .calyxFont(.h1)
                        .foregroundStyle(CalyxPalette.black)
                        .accessibilityAddTraits(.isHeader)
                    Text(detail.scientificName)
                        .calyxFont(.scientificName)
                        .foregroundStyle(CalyxPalette.darkGray)
                }
                .multilineTextAlignment(.center)
                GlassSegmentedTabs(selection: $model.tab, title: \.title)
                tabContent(detail)
                    // Crossfades as the tab changes (§7.7), which Reduce Motion allows.
                    .id(model.tab)
                    .transition(.opacity)
            }
            .padding(.horizontal, CalyxSpacing.screenMargin)
            .padding(.vertical, CalyxSpacing.medium)
            .animation(.easeInOut(duration: 0.3), value: model.tab)
        }
        .scrollDismissesKeyboard(.interactively)
        .refreshable { await model.load() }
    }

    @ViewBuilder
    private func tabContent(_ detail: Components.Schemas.FlowerDetail) -> some View {
        switch model.tab {
        case .overview:
            FlowerOverviewTab(detail: detail, model: model) { isWritingScentNote = true }
        case .care:
            FlowerCareTab(detail: detail)
        case .details:
            FlowerDetailsTab(detail: detail)
        case .community:
            CommentsView(model: model.comments)
        }
    }

    private var bottomBar: some View {
        VStack(spacing: CalyxSpacing.small) {
            if model.showsSavedConfirmation {
                SavedConfirmation(dismiss: { model.dismissSavedConfirmation() }) {
                    model.dismissSavedConfirmation()
                    isChoosingCollection = true
                }
                .transition(.opacity.combined(with: .scale(scale: 0.95)))
            }
            if let notice = model.notice {
                NoticeBanner(text: notice) { model.dismissNotice() }
                    .transition(.opacity)
            }
            if model.tab == .community {
                CommentComposer(model: model.comments, ownPhotos: model.own?.photos ?? [])
            }
            FlowerFooter(model: model) { isChoosingCollection = true }
        }
        .padding(.horizontal, CalyxSpacing.floatingInset)
        .padding(.bottom, CalyxSpacing.small)
        .animation(.easeInOut(duration: 0.3), value: model.showsSavedConfirmation)
        .animation(.easeInOut(duration: 0.3), value: model.notice)
    }

    private var shareButton: some View {
        ShareLink(item: model.shareURL) {
            ToolbarGlyph(systemImage: "square.and.arrow.up")
        }
        .accessibilityLabel("Share")
    }
}
