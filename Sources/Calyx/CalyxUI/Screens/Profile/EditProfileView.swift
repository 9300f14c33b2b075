import CalyxAPI
import CalyxCore
import Foundation
import SwiftUI

/// Edit Profile (§3.1, §3.5) over `EditProfileModel`: the photo (picked from the library, uploaded
/// with a progress bar before Save), the display name, and the one-sentence about with its counter
/// (80 characters); each field's problem under it. Save closes the sheet once the server kept it.
struct EditProfileView: View {
    @Bindable var model: EditProfileModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            ProfileDetailsSections(model: model)
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
        .onChange(of: model.saved != nil) { _, isSaved in
            if isSaved { dismiss() }
        }
    }
}
