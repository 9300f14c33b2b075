import Foundation
import Observation
import PlantTrackerCore
import SwiftUI
import UIKit

/// A plant's page: name, scientific name, location and age, with Edit beside the name; its photos newest
/// first, each opening full screen; "+" adds a photo; Compare, Archive in the menu.
struct PlantDetailView: View {
    /// Held in @State: the navigation destination builds a new model on every update of the root, and only
    /// the first one must be kept.
    @State private var model: PlantDetailModel
    let appModel: PlantTrackerAppModel

    @Environment(\.dismiss) private var dismiss
    // Each presentation is its model (`item:`): a flag beside an optional model, set together, can show
    // the sheet before the model reaches its content, blank.
    @State private var editForm: PlantFormModel?
    /// The edit sheet is on screen until its dismissal has finished (its form lets go of it earlier).
    @State private var editSheetUp = false
    @State private var pager: PhotoDetailModel?
    @State private var comparison: CompareModel?

    init(model: PlantDetailModel, appModel: PlantTrackerAppModel) {
        _model = State(initialValue: model)
        self.appModel = appModel
    }

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 16) {
                header

                if let errorMessage = model.errorMessage {
                    Label(errorMessage, systemImage: "exclamationmark.triangle.fill")
                        .font(.footnote)
                        .foregroundStyle(.red)
                }

                if model.plant != nil && model.entries.isEmpty {
                    ContentUnavailableView {
                        Label(PlantTrackerCopy[.detailNoPhotos], systemImage: "camera")
                    } description: {
                        Text(model.emptyMessage)
                    }
                }

                ForEach(model.entries) { entry in
                    Button {
                        openPhoto(entry.photo)
                    } label: {
                        TimelineEntryRow(entry: entry, imageURL: appModel.journal.files.thumbnailURL(entry.photo.fileName))
                    }
                    .buttonStyle(.plain)
                    .accessibilityHint(PlantTrackerCopy[.detailOpenHint])
                    .contextMenu {
                        if let photoID = entry.photo.id {
                            Button {
                                model.toggleCover(photoID: photoID)
                            } label: {
                                if entry.isCover {
                                    Label(PlantTrackerCopy[.detailStopCover], systemImage: "star.slash")
                                } else {
                                    Label(PlantTrackerCopy[.commonUseAsCover], systemImage: "star")
                                }
                            }
                        }
                    }
                    .onAppear {
                        if entry.id == model.entries.last?.id { model.loadMore() }
                    }
                }
            }
            .padding()
            // A readable column on iPad.
            .frame(maxWidth: 720)
            .frame(maxWidth: .infinity)
        }
        .background(Color(uiColor: .systemGroupedBackground))
        .navigationTitle(model.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItemGroup(placement: .topBarTrailing) {
                Menu {
                    if model.canCompare {
                        Button {
                            openComparison()
                        } label: {
                            Label(PlantTrackerCopy[.detailComparePhotos], systemImage: "square.split.2x1")
                        }
                    }
                    Button {
                        model.setArchived(!model.isArchived)
                    } label: {
                        if model.isArchived {
                            Label(PlantTrackerCopy[.detailUnarchive], systemImage: "tray.and.arrow.up")
                        } else {
                            Label(PlantTrackerCopy[.detailArchive], systemImage: "archivebox")
                        }
                    }
                } label: {
                    Label(PlantTrackerCopy[.commonMore], systemImage: "ellipsis.circle")
                }
                Button {
                    appModel.showCaptureOptions(plantID: model.plantID)
                } label: {
                    Label(PlantTrackerCopy[.addPhotoTitle], systemImage: "plus")
                }
            }
        }
        .task { model.start() }
        .onDisappear { model.stop() }
        .onChange(of: model.isGone) { _, isGone in
            // After a delete from the edit sheet, wait for the sheet to go first (its onDismiss pops).
            if isGone && !editSheetUp { dismiss() }
        }
        .sheet(item: $editForm, onDismiss: {
            editSheetUp = false
            if model.isGone { dismiss() }
        }) { form in
            NavigationStack {
                PlantFormView(model: form)
            }
        }
        .fullScreenCover(item: $pager) { pager in
            PhotoPagerView(model: pager)
        }
        .sheet(item: $comparison) { comparison in
            CompareView(model: comparison)
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .firstTextBaseline) {
                Text(model.title)
                    .font(.largeTitle.bold())
                    .accessibilityAddTraits(.isHeader)
                Spacer()
                Button(PlantTrackerCopy[.commonEdit]) { openEditForm() }
                    .buttonStyle(.bordered)
                    .disabled(model.plant == nil)
                    .accessibilityLabel(model.editAccessibilityLabel)
            }
            if let scientificName = model.plant?.scientificName {
                Text(scientificName)
                    .font(.title3)
                    .italic()
                    .foregroundStyle(.secondary)
            }
            if let location = model.plant?.location {
                Label(location, systemImage: "mappin.and.ellipse")
                    .foregroundStyle(.secondary)
            }
            HStack(spacing: 16) {
                if let ageText = model.ageText {
                    Label(ageText, systemImage: "leaf")
                }
                Label(model.photoCountText, systemImage: "photo.on.rectangle")
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)
            if model.isArchived {
                Label(PlantTrackerCopy[.detailArchived], systemImage: "archivebox")
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(.orange)
            }
            if model.canCompare {
                Button {
                    openComparison()
                } label: {
                    Label(PlantTrackerCopy[.compareTitle], systemImage: "square.split.2x1")
                }
                .buttonStyle(.bordered)
                .padding(.top, 4)
            }
        }
    }

    private func openEditForm() {
        guard let form = model.makeEditForm() else { return }
        form.onFinish = { _ in editForm = nil }
        editSheetUp = true
        editForm = form
    }

    private func openPhoto(_ photo: Photo) {
        guard let id = photo.id else { return }
        pager = model.makePhotoDetail(photoID: id)
    }

    private func openComparison() {
        comparison = model.makeComparison()
    }
}
