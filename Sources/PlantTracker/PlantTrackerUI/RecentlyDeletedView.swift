import Foundation
import Observation
import PlantTrackerCore
import SwiftUI

/// Recently Deleted, as in Notes and Photos: deleted plants and photos, newest deleted first, each with
/// the days it has left. Swipe or long-press a row to recover it or delete it now; the menu recovers or
/// deletes them all. Deleting now always asks first.
struct RecentlyDeletedView: View {
    @Bindable var model: RecentlyDeletedModel
    @Environment(\.dismiss) private var dismiss
    @State private var deletions = 0
    @State private var recoveries = 0

    var body: some View {
        NavigationStack {
            content
                .navigationTitle(model.title)
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Menu {
                            Button {
                                model.restoreAll()
                                recoveries += 1
                            } label: {
                                Label(PlantTrackerCopy[.deletedRecoverAll], systemImage: "arrow.uturn.backward")
                            }
                            Button(role: .destructive) {
                                model.requestDeleteAll()
                            } label: {
                                Label(PlantTrackerCopy[.deletedDeleteAll], systemImage: "trash")
                            }
                        } label: {
                            Label(PlantTrackerCopy[.commonMore], systemImage: "ellipsis.circle")
                        }
                        .disabled(!model.canActOnAll)
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button(PlantTrackerCopy[.commonDone]) { dismiss() }
                    }
                }
                .confirmationDialog(model.confirmationTitle, isPresented: $model.isConfirmingDeletion, titleVisibility: .visible) {
                    Button(model.confirmationButtonTitle, role: .destructive) {
                        model.confirmDeletion()
                        deletions += 1
                    }
                    Button(PlantTrackerCopy[.commonCancel], role: .cancel) { model.cancelDeletion() }
                } message: {
                    Text(model.confirmationMessage)
                }
                .alert(model.notice ?? "", isPresented: Binding(
                    get: { @MainActor in model.notice != nil },
                    set: { @MainActor presented in if !presented { model.dismissNotice() } }
                )) {
                    Button(PlantTrackerCopy[.commonOk]) { model.dismissNotice() }
                }
                .sensoryFeedback(.warning, trigger: deletions)
                .sensoryFeedback(.success, trigger: recoveries)
                .task { model.start() }
                .onDisappear { model.stop() }
        }
    }

    @ViewBuilder private var content: some View {
        switch model.phase {
        case .loading:
            ProgressView()
        case .failed(let message):
            ContentUnavailableView {
                Label(model.title, systemImage: "exclamationmark.triangle")
            } description: {
                Text(message)
            }
        case .loaded:
            if model.isEmpty {
                ContentUnavailableView {
                    Label(model.emptyTitle, systemImage: "trash")
                } description: {
                    Text(model.emptyMessage)
                }
            } else {
                list
            }
        }
    }

    private var list: some View {
        List {
            Section {
                ForEach(model.rows) { row in
                    RecentlyDeletedRow(row: row, imageURL: model.thumbnailURL(for: row))
                        // Not role .destructive: the row stays until the deletion is confirmed.
                        .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                            Button {
                                model.requestDeleteNow(row.id)
                            } label: {
                                Label(PlantTrackerCopy[.deletedDeleteNow], systemImage: "trash")
                            }
                            .tint(.red)
                        }
                        .swipeActions(edge: .leading, allowsFullSwipe: true) {
                            Button {
                                recover(row)
                            } label: {
                                Label(PlantTrackerCopy[.deletedRecover], systemImage: "arrow.uturn.backward")
                            }
                            .tint(.blue)
                        }
                        .contextMenu {
                            Button {
                                recover(row)
                            } label: {
                                Label(PlantTrackerCopy[.deletedRecover], systemImage: "arrow.uturn.backward")
                            }
                            Button(role: .destructive) {
                                model.requestDeleteNow(row.id)
                            } label: {
                                Label(PlantTrackerCopy[.deletedDeleteNow], systemImage: "trash")
                            }
                        }
                        .accessibilityAction(named: Text(PlantTrackerCopy[.deletedRecover])) { recover(row) }
                        .accessibilityAction(named: Text(PlantTrackerCopy[.deletedDeleteNow])) { model.requestDeleteNow(row.id) }
                        .onAppear {
                            if row.id == model.rows.last?.id { model.loadMore() }
                        }
                }
            } footer: {
                Text(model.footerText)
            }
            if let errorMessage = model.errorMessage {
                Section {
                    Label(errorMessage, systemImage: "exclamationmark.triangle.fill")
                        .foregroundStyle(.red)
                }
            }
        }
    }

    private func recover(_ row: RecentlyDeletedModel.Row) {
        model.restore(row.id)
        recoveries += 1
    }
}

/// One deleted plant or photo: its picture, what it is, and the days it has left.
private struct RecentlyDeletedRow: View {
    let row: RecentlyDeletedModel.Row
    let imageURL: URL?
    @ScaledMetric(relativeTo: .body) private var side: CGFloat = 56

    var body: some View {
        HStack(spacing: 12) {
            ThumbnailImage(url: imageURL, accessibilityLabel: row.title)
                .frame(width: side, height: side)
                .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
            VStack(alignment: .leading, spacing: 2) {
                Text(row.title)
                    .font(.headline)
                Text(row.subtitle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text(row.daysLeftText)
                    .font(.footnote)
                    .foregroundStyle(row.daysLeft <= 3 ? Color.red : Color.secondary)
            }
            Spacer(minLength: 0)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(row.accessibilityLabel)
    }
}
