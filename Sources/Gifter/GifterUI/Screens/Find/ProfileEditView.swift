import ClientUI
import GifterAPI
import GifterCore
import SwiftUI

/// Editing a gifting profile, in a sheet (from a Find row's menu or the ideas page): name,
/// relationship and three words, saved together; and deleting it after a confirmation that says what
/// goes with it. Saved or deleted, the sheet closes; whoever opened it reloads.
struct ProfileEditView: View {
    @Bindable var model: ProfileEditModel
    @State private var confirmingDelete = false

    var body: some View {
        NavigationStack {
            content
                .modifier(EditSheetChrome(
                    title: ProfileEditModel.title, confirmingDelete: $confirmingDelete, deleteConfirmation: model.deleteConfirmation,
                    deleteButton: model.deleteConfirmButton, delete: { await model.delete() }, isDone: model.isSaved || model.isDeleted
                ))
                .onFirstAppear { await model.load() }
        }
    }

    @ViewBuilder
    private var content: some View {
        if model.profile != nil {
            form
        } else if let failure = model.failure {
            GifterErrorView(failure: failure) { await model.load() }
        } else {
            NoddingBow(label: GifterCopy[.commonLoading])
                .frame(width: 44)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    private var form: some View {
        Form {
            Section {
                TextField(GifterCopy[.newProfileName], text: $model.name)
                    .textContentType(.name)
                Picker(GifterCopy[.newProfileRelationship], selection: $model.relationship) {
                    ForEach(ProfileEditModel.Relationship.allCases, id: \.self) { relationship in
                        Text(RelationshipTitle.of(relationship)).tag(relationship)
                    }
                }
                .pickerStyle(.menu)
                .tint(GifterPalette.white)
            }
            .listRowBackground(GifterPalette.offBlack)

            Section {
                TextField(GifterCopy[.newProfileThreeWordsPlaceholder], text: $model.threeWords, axis: .vertical)
                    .lineLimit(1...3)
                    .accessibilityLabel(NewProfileModel.threeWordsLabel)
            } header: {
                Text(NewProfileModel.threeWordsLabel)
                    .gifterFont(.caption)
                    .foregroundStyle(GifterPalette.gray)
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
                Button(ProfileEditModel.saveButton) {
                    Task { await model.save() }
                }
                .disabled(!model.canSave)
            }
            .listRowBackground(GifterPalette.offBlack)

            Section {
                Button(ProfileEditModel.deleteButton, role: .destructive) {
                    confirmingDelete = true
                }
                .disabled(model.isWorking)
            }
            .listRowBackground(GifterPalette.offBlack)
        }
    }
}
