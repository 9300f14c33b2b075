import CalyxCore
import SwiftUI

/// What every editing sheet wears (a comment, a scent note, a collection, a saved flower's notes):
/// the form on cream, an inline title, Cancel (closes it) and Save (enabled by `canSave`). The sheet
/// decides what Save does and whether it closes after.
struct EditorSheetChrome: ViewModifier {
    let title: String
    let canSave: Bool
    let save: () -> Void
    @Environment(\.dismiss) private var dismiss

    func body(content: Content) -> some View {
        content
            .scrollContentBackground(.hidden)
            .background(CalyxPalette.cream.ignoresSafeArea())
            .navigationTitle(title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", action: save)
                        .disabled(!canSave)
                }
            }
    }
}

extension View {
    func editorSheet(_ title: String, canSave: Bool = true, save: @escaping () -> Void) -> some View {
        modifier(EditorSheetChrome(title: title, canSave: canSave, save: save))
    }
}
