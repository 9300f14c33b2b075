import CalyxAPI
import CalyxCore
import Foundation
import PhotosUI
import SwiftUI

/// The photo, name and about sections of a profile form, over `EditProfileModel`: shared by Edit
/// Profile and the profile step after a first sign-in. The photo is picked from the library and
/// uploaded with a progress bar; until one is picked, the sign-in provider's picture shows.
struct ProfileDetailsSections: View {
    @Bindable var model: EditProfileModel
    /// The provider's picture (the profile step), shown while no photo was chosen.
    var providerPhotoURL: String?
    @State private var pickedPhoto: PhotosPickerItem?

    var body: some View {
        Section {
            VStack(spacing: CalyxSpacing.medium) {
                PersonPhoto(photo: model.photo, photoURL: model.photo == nil ? providerPhotoURL : nil, name: model.displayName, size: 96)
                if let progress = model.uploadProgress {
                    ProgressView(value: progress) {
                        Text("Uploading photo")
                    }
                    .tint(CalyxPalette.botanicalGreen)
                }
                // Worded here, not in the label: PhotosPicker's label closure is `@Sendable`, so it may not read the model.
                let pickerTitle = model.photo == nil && providerPhotoURL == nil ? "Choose a Photo" : "Change Photo"
                PhotosPicker(selection: $pickedPhoto, matching: .images) {
                    Label(pickerTitle, systemImage: "photo")
                        .frame(minHeight: CalyxSpacing.minimumTouchTarget)
                }
                .disabled(model.uploadProgress != nil)
            }
            .frame(maxWidth: .infinity)
            problem("photo")
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
