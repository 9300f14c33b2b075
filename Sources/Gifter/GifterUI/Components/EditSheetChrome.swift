import GifterCore
import SwiftUI

/// What every edit sheet wears (a gifting profile, one of your lists): the black form, the title, a
/// Close button, the delete confirmation, and closing once the edit is done.
struct EditSheetChrome: ViewModifier {
    let title: String
    @Binding var confirmingDelete: Bool
    let deleteConfirmation: String
    let deleteButton: String
    let delete: () async -> Void
    let isDone: Bool
    @Environment(\.dismiss) private var dismiss

    func body(content: Content) -> some View {
        content
            .gifterFont(.body)
            .scrollContentBackground(.hidden)
            .background(GifterPalette.black.ignoresSafeArea())
            .navigationTitle(title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(GifterCopy[.commonClose]) { dismiss() }
                }
            }
            .confirmationDialog(deleteConfirmation, isPresented: $confirmingDelete, titleVisibility: .visible) {
                Button(deleteButton, role: .destructive) {
                    Task { await delete() }
                }
            }
            .onChange(of: isDone) { _, done in
                if done { dismiss() }
            }
    }
}
