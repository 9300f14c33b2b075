import Foundation
import Observation
import PlantTrackerCore
import SiteLinks
import SwiftUI
import UIKit

/// The home screen: every plant as a card, by name; "+" adds a plant or a photo; the menu switches to the
/// archived plants and opens Backup.
struct HomeView: View {
    @Bindable var model: HomeModel
    let appModel: PlantTrackerAppModel
    /// Recently Deleted while it is presented (its model is the presentation, so the sheet never opens blank).
    @State private var recentlyDeleted: RecentlyDeletedModel?

    /// One column on iPhone, two or three on iPad.
    private let columns = [GridItem(.adaptive(minimum: 280), spacing: 16, alignment: .top)]

    var body: some View {
        content
            .navigationTitle(PlantTrackerCopy[model.showsArchived ? .homeArchived : .homeTitle])
            .searchable(text: $model.query.search, prompt: Text(PlantTrackerCopy[.homeSearchPrompt]))
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu {
                        Picker(selection: $model.query.sort) {
                            ForEach(HomeQuery.Sort.allCases) { sort in
                                Text(sort.title).tag(sort)
                            }
                        } label: {
                            Label(PlantTrackerCopy[.homeSortBy], systemImage: "arrow.up.arrow.down")
                        }
                        .pickerStyle(.menu)
                        Toggle(isOn: $model.showsArchived) {
                            Label(PlantTrackerCopy[.homeArchived], systemImage: "archivebox")
                        }
                        Button {
                            appModel.showBackup()
                        } label: {
                            Label(PlantTrackerCopy[.backupTitle], systemImage: "externaldrive")
                        }
                        Button {
                            recentlyDeleted = appModel.makeRecentlyDeleted()
                        } label: {
                            Label(PlantTrackerCopy[.deletedTitle], systemImage: "trash")
                        }
                        if let site = appModel.site {
                            Divider()
                            Link(destination: site.privacy) { Label(PlantTrackerCopy[.homePrivacyPolicy], systemImage: "hand.raised") }
                            Link(destination: site.terms) { Label(PlantTrackerCopy[.homeTerms], systemImage: "doc.text") }
                            Link(destination: site.support) { Label(PlantTrackerCopy[.homeSupport], systemImage: "questionmark.circle") }
                        }
                    } label: {
                        Label(PlantTrackerCopy[.commonMore], systemImage: "ellipsis.circle")
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        appModel.showCaptureOptions()
                    } label: {
                        Label(PlantTrackerCopy[.homeAdd], systemImage: "plus")
                    }
                }
            }
            .task { model.start() }
            .onDisappear { model.stop() }
            .sheet(item: $recentlyDeleted) { recentlyDeleted in
                RecentlyDeletedView(model: recentlyDeleted)
            }
    }

    @ViewBuilder private var content: some View {
        switch model.phase {
        case .loading:
            ProgressView()
        case .failed(let message):
            ContentUnavailableView {
                Label(PlantTrackerCopy[.homeLoadFailed], systemImage: "exclamationmark.triangle")
            } description: {
                Text(message)
            }
        case .loaded:
            if model.isEmpty {
                ContentUnavailableView {
                    if model.query.searchText == nil {
                        Label(PlantTrackerCopy[model.showsArchived ? .homeEmptyArchivedTitle : .homeEmptyTitle], systemImage: model.showsArchived ? "archivebox" : "leaf")
                    } else {
                        Label(PlantTrackerCopy[.homeNoResults], systemImage: "magnifyingglass")
                    }
                } description: {
                    Text(model.emptyMessage)
                } actions: {
                    if !model.showsArchived && model.query.searchText == nil {
                        Button(PlantTrackerCopy[.homeAdd]) { appModel.showCaptureOptions() }
                            .buttonStyle(.borderedProminent)
                    }
                }
            } else {
                grid
            }
        }
    }

    private var grid: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 16) {
                ForEach(model.cards) { card in
                    Button {
                        appModel.openPlant(card.id)
                    } label: {
                        PlantCardView(card: card, files: appModel.journal.files, calendar: appModel.calendar)
                    }
                    .buttonStyle(.plain)
                    .accessibilityHint(PlantTrackerCopy[.homeCardHint])
                    .onAppear {
                        if card.id == model.cards.last?.id { model.loadMore() }
                    }
                }
            }
            .padding()
        }
        .background(Color(uiColor: .systemGroupedBackground))
    }
}
