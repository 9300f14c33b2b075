import CalyxAPI
import CalyxCore
import Foundation
import PhotosUI
import SwiftUI

/// "Your Flower" on a saved flower's page (§3.2 "Add Notes", §3.4, §5.3): when it was saved, the
/// person's notes with Add Notes / Edit Notes (the same editor as Saved: notes, tags, privacy), and
/// their own photos of it: picked and uploaded with a progress bar, moved earlier or later, removed.
struct YourFlowerSection: View {
    let model: SavedFlowerModel
    @State private var isEditing = false
    @State private var pickedPhoto: PhotosPickerItem?

    var body: some View {
        if let item = model.item {
            DetailSection(title: "Your Flower", systemImage: "heart.text.square") {
                if let line = model.savedLine {
                    Text(line)
                        .calyxFont(.small)
                        .foregroundStyle(CalyxPalette.darkGray)
                }
                if !item.notes.isEmpty {
                    Text(item.notes)
                        .foregroundStyle(CalyxPalette.black)
                        .textSelection(.enabled)
                }
                if !item.tags.isEmpty {
                    Text(item.tags.map { "#\($0)" }.joined(separator: "  "))
                        .calyxFont(.small)
                        .foregroundStyle(CalyxPalette.botanicalGreen)
                }
                Button(model.notesButtonTitle) { isEditing = true }
                    .buttonStyle(.calyxSecondary)
                photos
            }
            .sheet(isPresented: $isEditing) {
                SavedFlowerEditorView(item: item) { notes, tags, isPublic in
                    Task { await model.edit(notes: notes, tags: tags, isPublic: isPublic) }
                }
            }
            .onChange(of: pickedPhoto) { _, picked in
                guard let picked else { return }
                Task {
                    if let data = try? await picked.loadTransferable(type: Data.self) { await model.addPhoto(data) }
                    pickedPhoto = nil
                }
            }
        }
    }

    private var photos: some View {
        VStack(alignment: .leading, spacing: CalyxSpacing.small) {
            if !model.photos.isEmpty {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: CalyxSpacing.small) {
                        ForEach(Array(model.photos.enumerated()), id: \.element.id) { index, photo in
                            RemoteImage(path: photo.variants.thumb.url, blurHash: photo.blurhash, averageColor: photo.averageColor, altText: "Your photo \(index + 1)")
                                .frame(width: 96, height: 96)
                                .clipShape(RoundedRectangle(cornerRadius: CalyxSpacing.Radius.button, style: .continuous))
                                .contextMenu { menu(for: photo, at: index) }
                                .accessibilityActions { menu(for: photo, at: index) }
                        }
                    }
                }
            }
            if let progress = model.uploadProgress {
                ProgressView(value: progress) { Text("Uploading photo") }
                    .tint(CalyxPalette.botanicalGreen)
            }
            // Worded here: PhotosPicker's label closure is `@Sendable`, so it may not read the model.
            let title = model.photos.isEmpty ? "Add Your Photo" : "Add Another Photo"
            PhotosPicker(selection: $pickedPhoto, matching: .images) {
                Label(title, systemImage: "camera")
                    .frame(minHeight: CalyxSpacing.minimumTouchTarget)
            }
            .disabled(!model.canAddPhoto)
            if let problem = model.problem {
                Label(problem, systemImage: "exclamationmark.circle")
                    .calyxFont(.small)
                    .foregroundStyle(CalyxPalette.earthBrown)
            }
        }
    }

    @ViewBuilder
    private func menu(for photo: Components.Schemas.MediaImage, at index: Int) -> some View {
        if index > 0 {
            Button("Move Earlier", systemImage: "arrow.left") { Task { await model.movePhotos(from: IndexSet(integer: index), to: index - 1) } }
        }
        if index < model.photos.count - 1 {
            Button("Move Later", systemImage: "arrow.right") { Task { await model.movePhotos(from: IndexSet(integer: index), to: index + 2) } }
        }
        Button("Remove", systemImage: "trash", role: .destructive) { Task { await model.removePhoto(photo) } }
    }
}
