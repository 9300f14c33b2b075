import GifterAPI
import GifterCore
import SwiftUI

/// One person's gift plan (§9.3's GiftPlanDetailView): the ideas saved for them, each with its status
/// (Idea, Bought, Given) to change from a menu and a swipe to remove it, and "Ask for more ideas",
/// which opens fresh ideas for them in a sheet. Coming back from the sheet shows what was saved there.
struct GiftPlanView: View {
    let model: GiftPlanModel
    @State private var showsMoreIdeas = false

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(GifterPalette.black.ignoresSafeArea())
            .navigationTitle(model.name)
            .navigationBarTitleDisplayMode(.inline)
            .sheet(isPresented: $showsMoreIdeas, onDismiss: { Task { await model.load() } }) {
                MoreIdeasSheet(model: model)
            }
            .onAppear {
                Task { await model.load() }
            }
    }

    @ViewBuilder
    private var content: some View {
        if let failure = model.failure, model.plan == nil {
            GifterErrorView(failure: failure) { await model.load() }
        } else {
            List {
                if model.ideas.isEmpty {
                    Group {
                        if model.hasAnswered {
                            Text(model.emptyLine)
                                .gifterFont(.body)
                                .foregroundStyle(GifterPalette.gray)
                        } else {
                            NoddingBow(label: GifterCopy[.commonLoading])
                                .frame(width: 32)
                        }
                    }
                    .listRowBackground(GifterPalette.black)
                    .listRowSeparator(.hidden)
                }
                ForEach(model.ideas, id: \.product.id) { idea in
                    GiftIdeaRow(idea: idea, plan: model)
                    .listRowBackground(GifterPalette.black)
                    .listRowSeparatorTint(GifterPalette.softGray)
                    .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                        Button(WishlistModel.removeAction, systemImage: "trash", role: .destructive) {
                            Task { await model.remove(idea) }
                        }
                    }
                }
                Button(GiftPlanModel.askForMoreButton) {
                    showsMoreIdeas = true
                    Task { await model.askForMoreIdeas() }
                }
                .buttonStyle(.gifterSecondary)
                .listRowBackground(GifterPalette.black)
                .listRowSeparator(.hidden)
                .padding(.top, GifterSpacing.medium)
            }
            .listStyle(.plain)
            .scrollContentBackground(.hidden)
            .refreshable { [model] in await model.load() }
        }
    }
}

/// "Ask for more ideas": the ideas for this person in a sheet with its own stack, so a product opened
/// from there (and saved for them) comes back to the sheet.
private struct MoreIdeasSheet: View {
    let model: GiftPlanModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Group {
                if let ideas = model.moreIdeas {
                    // The plan's model already asked for the first ideas.
                    RecommendationsView(model: ideas, loadsOnAppear: false)
                } else {
                    CuratingLine()
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(GifterPalette.black.ignoresSafeArea())
                }
            }
            .gifterDestinations()
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(GifterCopy[.commonClose]) { dismiss() }
                }
            }
        }
    }
}
