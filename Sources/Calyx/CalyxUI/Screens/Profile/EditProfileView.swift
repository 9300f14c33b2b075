import CalyxAPI
import CalyxCore
import Foundation
import PhotosUI
import SwiftUI

/// Edit Profile (§3.1, §3.5) over `EditProfileModel`: the photo (picked from the library, uploaded
/// with a progress bar before Save), the display name, and the one-sentence about with its counter
/// (80 characters); each field's problem under it. Save closes the sheet once the server kept it.
struct EditProfileView: View {
    @Bindable var model: EditProfileModel
    @Environment(\.dismiss) private var dismiss
    @State private var pickedPhoto: PhotosPickerItem?

    var body: some View {
        Form {
            Section {
                VStack(spacing: CalyxSpacing.medium) {
                    PersonPhoto(photo: model.photo, photoURL: nil, name: model.displayName, size: 96)
                    if let progress = model.uploadProgress {
                        ProgressView(value: progress) {
                            Text("Uploading photo")
                        }
                        .tint(CalyxPalette.botanicalGreen)
                    }
                    // Worded here, not in the label: PhotosPicker's label closure is `@Sendable`, so it may not read the model.
                    let pickerTitle = model.photo == nil ? "Choose a Photo" : "Change Photo"
                    PhotosPicker(selection: $pickedPhoto, matching: .images) {
                        Label(pickerTitle, systemImage: "photo")
                            .frame(minHeight: CalyxSpacing.minimumTouchTarget)
                    }
                    .disabled(model.uploadProgress != nil)
                }
                .frame(maxWidth: .infinity)
                problem("photo")
            }
            Section("Name") {
                TextField("Your name", text: $model.displayName)
                    .textContentType(.name)
                problem("displayName")
            }
            Section {
                TextField("One sentence about you", text: $model.about, axis: .vertical)
                    .lineLimit(1...3)
                problem("about")
            } header: {
                Text("About")
            } footer: {
                Text("^[\(model.aboutCharactersLeft) character](inflect: true) left")
                    .foregroundStyle(model.aboutCharactersLeft < 0 ? CalyxPalette.earthBrown : CalyxPalette.darkGray)
            }
            if model.problems["form"] != nil {
                Section { problem("form") }
            }
        }
        .scrollContentBackground(.hidden)
        .background(CalyxPalette.cream.ignoresSafeArea())
        .tint(CalyxPalette.botanicalGreen)
        .navigationTitle("Edit Profile")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { dismiss() }
            }
            ToolbarItem(placement: .confirmationAction) {
                if model.isSaving {
                    ProgressView()
                } else {
                    Button("Save") { Task { await model.save() } }
                        .disabled(model.uploadProgress != nil)
                }
            }
        }
        .onChange(of: pickedPhoto) { _, item in
            guard let item else { return }
            Task {
                if let data = try? await item.loadTransferable(type: Data.self) {
                    await model.uploadPhoto(data)
                }
                pickedPhoto = nil
            }
        }
        .onChange(of: model.saved != nil) { _, isSaved in
            if isSaved { dismiss() }
        }
    }

    /// A field's problem, in the model's words, under it.
    @ViewBuilder
    private func problem(_ field: String) -> some View {
        if let message = model.problems[field] {
            Label(message, systemImage: "exclamationmark.circle")
                .calyxFont(.small)
                .foregroundStyle(CalyxPalette.earthBrown)
        }
    }
}
