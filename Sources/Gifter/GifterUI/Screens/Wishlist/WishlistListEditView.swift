import GifterCore
import SwiftUI

/// Renaming or deleting one of your own lists, in a sheet from the list's menu on the Wishlist tab.
/// Deleting asks first and says where its items go (General). Done, the sheet closes and the lists reload.
struct WishlistListEditView: View {
    @Bindable var model: WishlistListEditModel
    @State private var confirmingDelete = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField(WishlistListEditModel.renameTitle, text: $model.name)
                        .submitLabel(.done)
                        .onSubmit { Task { await model.rename() } }
                    Button(WishlistListEditModel.renameButton) {
                        Task { await model.rename() }
                    }
                    .disabled(!model.canRename)
                }
                .listRowBackground(GifterPalette.offBlack)

                if let problem = model.problem {
                    Section {
                        Text(problem)
                            .gifterFont(.footnote)
                            .foregroundStyle(GifterPalette.white)
                    }
                    .listRowBackground(GifterPalette.offBlack)
                }

                Section {
                    Button(WishlistListEditModel.deleteButton, role: .destructive) {
                        confirmingDelete = true
                    }
                    .disabled(model.isWorking)
                }
                .listRowBackground(GifterPalette.offBlack)
            }
            .modifier(EditSheetChrome(
                title: WishlistListEditModel.renameTitle, confirmingDelete: $confirmingDelete, deleteConfirmation: model.deleteConfirmation,
                deleteButton: WishlistListEditModel.deleteButton, delete: { await model.delete() }, isDone: model.isDone
            ))
        }
    }
}
