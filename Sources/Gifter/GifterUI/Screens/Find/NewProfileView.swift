import GifterAPI
import GifterCore
import SwiftUI
import UIKit

/// "Tell me who they are." (§5.3), a sheet: a name, the relationship and three words, then Continue
/// makes the gifting profile and the quiz about them follows in the same sheet
/// (`TasteProfileView(mode: .nonUser)`). Done, "See ideas" hands the new profile back to Find, which
/// closes the sheet and opens its ideas.
struct NewProfileView: View {
    @Bindable var model: NewProfileModel
    /// The new profile's person reference and name, once its quiz is answered.
    let finished: (_ person: String, _ name: String) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ZStack {
                if let quiz = model.quiz {
                    quizStep(quiz)
                        .transition(.opacity)
                } else {
                    form
                        .transition(.opacity)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(GifterPalette.black.ignoresSafeArea())
            .animation(GifterMotion.crossfade, value: model.quiz == nil)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(GifterCopy[.commonClose]) { dismiss() }
                }
            }
        }
    }

    private var form: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: GifterSpacing.large) {
                VStack(alignment: .leading, spacing: GifterSpacing.small) {
                    Text(NewProfileModel.title)
                        .gifterFont(.displayXL)
                        .foregroundStyle(GifterPalette.white)
                        .accessibilityAddTraits(.isHeader)
                    Text(NewProfileModel.body)
                        .gifterFont(.body)
                        .foregroundStyle(GifterPalette.gray)
                }
                .fadeUp()

                VStack(alignment: .leading, spacing: GifterSpacing.medium) {
                    TextField(GifterCopy[.newProfileName], text: $model.name)
                        .textContentType(.name)
                        .submitLabel(.next)
                        .gifterField()
                    HStack {
                        Text(GifterCopy[.newProfileRelationship])
                            .gifterFont(.body)
                            .foregroundStyle(GifterPalette.gray)
                        Spacer()
                        Picker(GifterCopy[.newProfileRelationship], selection: $model.relationship) {
                            ForEach(NewProfileModel.Relationship.allCases, id: \.self) { relationship in
                                Text(RelationshipTitle.of(relationship)).tag(relationship)
                            }
                        }
                        .pickerStyle(.menu)
                        .tint(GifterPalette.white)
                    }
                    .gifterField()
                    VStack(alignment: .leading, spacing: GifterSpacing.small) {
                        Text(NewProfileModel.threeWordsLabel)
                            .gifterFont(.caption)
                            .foregroundStyle(GifterPalette.gray)
                        TextField(GifterCopy[.newProfileThreeWordsPlaceholder], text: $model.threeWords, axis: .vertical)
                            .lineLimit(1...3)
                            .accessibilityLabel(NewProfileModel.threeWordsLabel)
                            .gifterField()
                    }
                }
                .fadeUp(delay: 0.1)

                if let problem = model.problem {
                    Text(problem)
                        .gifterFont(.footnote)
                        .foregroundStyle(GifterPalette.white)
                }

                Button {
                    Task { await model.submit() }
                } label: {
                    if model.isSaving {
                        ProgressView()
                    } else {
                        Text(NewProfileModel.continueButton)
                    }
                }
                .buttonStyle(.gifterPrimary)
                .disabled(!model.canContinue)
                .fadeUp(delay: 0.2)
            }
            .padding(.horizontal, GifterSpacing.screenMargin)
            .padding(.vertical, GifterSpacing.large)
        }
        .scrollDismissesKeyboard(.interactively)
    }

    private func quizStep(_ quiz: TasteQuizModel) -> some View {
        TasteProfileView(quiz: quiz) {
            VStack(alignment: .leading, spacing: GifterSpacing.large) {
                BowLogo()
                    .frame(width: 48)
                Text(TasteQuizModel.nonUserDoneLine(name: model.profile?.name ?? model.name))
                    .gifterFont(.displayL)
                    .foregroundStyle(GifterPalette.white)
                if let profile = model.profile, let person = model.person {
                    Button(TasteQuizModel.seeIdeasButton) {
                        finished(person, profile.name)
                    }
                    .buttonStyle(.gifterPrimary)
                }
            }
            .padding(.horizontal, GifterSpacing.screenMargin)
            .frame(maxWidth: .infinity, alignment: .leading)
            .fadeUp()
        }
    }
}
