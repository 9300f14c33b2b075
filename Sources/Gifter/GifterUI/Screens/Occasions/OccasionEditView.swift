import ClientUI
import Foundation
import GifterAPI
import GifterCore
import SwiftUI

/// Adding or editing an occasion (§10 "Add an occasion", §6.2 "Edit occasion"): whose it is (new
/// ones only), the kind, a name for "Something else", the date and whether it comes every year;
/// Save, and for an existing one Delete, after asking. A bad field is the server's line in the form.
/// Saved or deleted, the form closes (popped, or its sheet dismissed).
struct OccasionEditView: View {
    @Bindable var model: OccasionEditModel
    /// In a sheet: a Close button, since there is no back.
    var showsClose = false
    @State private var confirmingDelete = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            if model.isNew {
                Section {
                    Picker(GifterCopy[.occasionEditWho], selection: $model.person) {
                        ForEach(model.people) { choice in
                            Text(choice.name).tag(Optional(choice.person))
                        }
                    }
                }
                .listRowBackground(GifterPalette.offBlack)
            }
            Section {
                Picker(GifterCopy[.occasionEditKind], selection: $model.kind) {
                    ForEach(OccasionEditModel.Kind.allCases, id: \.self) { kind in
                        Text(OccasionEditModel.title(kind)).tag(kind)
                    }
                }
                if model.kind == .custom {
                    TextField(GifterCopy[.occasionEditCustomTitle], text: $model.customTitle)
                }
                DatePicker(GifterCopy[.occasionEditDate], selection: day, displayedComponents: .date)
                Toggle(GifterCopy[.occasionEditRecurring], isOn: $model.recurring)
                    .tint(GifterPalette.gray)
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
                Button {
                    Task { await model.save() }
                } label: {
                    if model.isSaving {
                        ProgressView()
                    } else {
                        Text(GifterCopy[.occasionEditSave])
                    }
                }
                .buttonStyle(.gifterPrimary)
                .disabled(!model.canSave)
                .listRowBackground(Color.clear)
                .listRowInsets(EdgeInsets())
            }
            if !model.isNew {
                Section {
                    Button(GifterCopy[.occasionEditDelete], role: .destructive) { confirmingDelete = true }
                        .disabled(model.isSaving)
                }
                .listRowBackground(GifterPalette.offBlack)
            }
        }
        .gifterFont(.body)
        .scrollContentBackground(.hidden)
        .background(GifterPalette.black.ignoresSafeArea())
        .navigationTitle(model.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            if showsClose {
                ToolbarItem(placement: .cancellationAction) {
                    Button(GifterCopy[.commonClose]) { dismiss() }
                }
            }
        }
        .confirmationDialog(OccasionEditModel.deleteConfirmation, isPresented: $confirmingDelete, titleVisibility: .visible) {
            Button(GifterCopy[.occasionEditDelete], role: .destructive) {
                Task { await model.delete() }
            }
        }
        .onChange(of: model.saved?.id) { _, saved in
            if saved != nil { dismiss() }
        }
        .onChange(of: model.isDeleted) { _, deleted in
            if deleted { dismiss() }
        }
        .onFirstAppear { await model.loadPeople() }
    }

    /// The date picker works in `Date`s; the model keeps the calendar day (the year included), read
    /// and written in the phone's calendar, so the day chosen is the day kept.
    private var day: Binding<Date> {
        Binding(
            get: { @MainActor in model.pickerDate() },
            set: { @MainActor date in model.setPickerDate(date) }
        )
    }
}
