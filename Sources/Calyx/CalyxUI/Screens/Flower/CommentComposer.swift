import CalyxAPI
import CalyxCore
import Foundation
import PhotosUI
import SwiftUI

/// "Add a comment" at the bottom of the Community tab (§3.2): a field that grows to five lines, the
/// characters left of 500, send; "Replying to …" with a cancel while answering someone (the field
/// takes focus then); a photo to go with it (one of the person's own photos of this flower, or one
/// picked and uploaded); and why the last post did not go through, under it.
struct CommentComposer: View {
    let model: CommentsModel
    /// The person's own photos of this flower (when saved), offered first.
    var ownPhotos: [Components.Schemas.MediaImage] = []
    @State private var draft = ""
    @State private var pickedPhoto: PhotosPickerItem?
    @State private var isPickingFromLibrary = false
    @State private var isPosting = false
    @FocusState private var isFocused: Bool

    var body: some View {
        let left = model.charactersLeft(draft)
        VStack(alignment: .leading, spacing: 6) {
            if let parent = model.replyingTo {
                HStack(spacing: 4) {
                    Label("Replying to \(parent.author?.displayName ?? "a comment")", systemImage: "arrowshape.turn.up.left")
                        .calyxFont(.small)
                        .foregroundStyle(CalyxPalette.black)
                        .lineLimit(1)
                    Spacer(minLength: 0)
                    Button {
                        model.cancelReply()
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                            .foregroundStyle(CalyxPalette.darkGray)
                            .frame(width: CalyxSpacing.minimumTouchTarget, height: CalyxSpacing.minimumTouchTarget)
                            .contentShape(Rectangle())
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel("Cancel reply")
                }
                .padding(.leading, 12)
                .background(CalyxPalette.skyBlue.opacity(0.5), in: Capsule())
            }
            attachment
            HStack(alignment: .bottom, spacing: CalyxSpacing.small) {
                photoMenu
                TextField(model.replyingTo == nil ? "Add a comment" : "Write a reply", text: $draft, axis: .vertical)
                    .calyxFont(.body)
                    .lineLimit(1...5)
                    .focused($isFocused)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 10)
                    .background(CalyxPalette.white, in: RoundedRectangle(cornerRadius: CalyxSpacing.Radius.inputField, style: .continuous))
                    .overlay(
                        RoundedRectangle(cornerRadius: CalyxSpacing.Radius.inputField, style: .continuous)
                            .strokeBorder(isFocused ? CalyxPalette.botanicalGreen : CalyxPalette.mediumGray, lineWidth: isFocused ? 2 : 1)
                    )
                VStack(spacing: 0) {
                    Text(left, format: .number)
                        .calyxFont(.caption)
                        .monospacedDigit()
                        .foregroundStyle(left < 0 ? CalyxPalette.earthBrown : CalyxPalette.darkGray)
                        .accessibilityLabel(Text("^[\(left) character](inflect: true) left"))
                    Button(action: send) {
                        Image(systemName: "arrow.up.circle.fill")
                            .font(.title2)
                            .foregroundStyle(CalyxPalette.botanicalGreen)
                            .frame(width: CalyxSpacing.minimumTouchTarget, height: CalyxSpacing.minimumTouchTarget)
                            .contentShape(Rectangle())
                    }
                    .buttonStyle(.pressScale)
                    .disabled(draft.isEmpty || left < 0 || isPosting)
                    .accessibilityLabel(model.replyingTo == nil ? "Post comment" : "Post reply")
                }
            }
            if let problem = model.problem {
                Label(problem, systemImage: "exclamationmark.circle")
                    .calyxFont(.small)
                    .foregroundStyle(CalyxPalette.earthBrown)
            }
        }
        .padding(12)
        .calyxGlass(in: RoundedRectangle(cornerRadius: CalyxSpacing.Radius.card, style: .continuous), fallback: .regularMaterial, shadow: .card)
        .onChange(of: model.replyingTo?.id) { _, id in
            if id != nil { isFocused = true }
        }
        .photosPicker(isPresented: $isPickingFromLibrary, selection: $pickedPhoto, matching: .images)
        .onChange(of: pickedPhoto) { _, picked in
            guard let picked else { return }
            Task {
                if let data = try? await picked.loadTransferable(type: Data.self) { await model.attachPhoto(data) }
                pickedPhoto = nil
            }
        }
    }

    /// The photo going with the comment, with its upload's progress and a way to take it off.
    @ViewBuilder
    private var attachment: some View {
        if let progress = model.attachmentProgress {
            ProgressView(value: progress) { Text("Uploading photo") }
                .tint(CalyxPalette.botanicalGreen)
        } else if let photo = model.attachedPhoto {
            HStack(spacing: CalyxSpacing.small) {
                RemoteImage(path: photo.variants.thumb.url, blurHash: photo.blurhash, averageColor: photo.averageColor, altText: "Photo to post with the comment")
                    .frame(width: 56, height: 56)
                    .clipShape(RoundedRectangle(cornerRadius: CalyxSpacing.Radius.button, style: .continuous))
                Button("Remove Photo", systemImage: "xmark.circle.fill") { model.removeAttachment() }
                    .labelStyle(.iconOnly)
                    .foregroundStyle(CalyxPalette.darkGray)
                    .frame(width: CalyxSpacing.minimumTouchTarget, height: CalyxSpacing.minimumTouchTarget)
            }
        }
    }

    private var photoMenu: some View {
        Menu {
            if !ownPhotos.isEmpty {
                Section("Your Photos of This Flower") {
                    ForEach(Array(ownPhotos.enumerated()), id: \.element.id) { index, photo in
                        Button("Photo \(index + 1)") { model.attach(photo) }
                    }
                }
            }
            Button("Choose from Library", systemImage: "photo.on.rectangle") { isPickingFromLibrary = true }
        } label: {
            Image(systemName: "camera")
                .font(.title3)
                .foregroundStyle(CalyxPalette.botanicalGreen)
                .frame(width: CalyxSpacing.minimumTouchTarget, height: CalyxSpacing.minimumTouchTarget)
                .contentShape(Rectangle())
        }
        .accessibilityLabel("Add a photo")
        .disabled(model.attachmentProgress != nil)
    }

    private func send() {
        isPosting = true
        Task {
            if await model.post(draft) {
                draft = ""
                isFocused = false
            }
            isPosting = false
        }
    }
}
