import DandelionCore
import Observation
import SwiftUI

/// The prompts library: browse by category, put one above the page, and (premium) keep prompts of your own.
struct PromptsView: View {
    @Bindable var prompts: PromptsModel
    let writing: WritingModel
    let premium: PremiumModel
    let theme: Theme
    @Environment(\.dismiss) private var dismiss
    @State private var newPrompt = ""
    @State private var showsPremium = false

    init(prompts: PromptsModel, writing: WritingModel, premium: PremiumModel, theme: Theme) {
        self.prompts = prompts
        self.writing = writing
        self.premium = premium
        self.theme = theme
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Picker(DandelionCopy[.promptsCategory], selection: $prompts.selectedCategory) {
                        Text(DandelionCopy[.promptsAll]).tag(Prompt.Category?.none)
                        ForEach(prompts.categories, id: \.self) { category in
                            Text(category.title).tag(Optional(category))
                        }
                    }
                    Button {
                        writing.showNextPrompt()
                        dismiss()
                    } label: {
                        Label(DandelionCopy[.promptsOfferOne], systemImage: "sparkles")
                            .frame(minHeight: 44)
                    }
                } footer: {
                    Text(DandelionCopy[.promptsOfferOneFooter])
                }

                Section(DandelionCopy[.promptsTitle]) {
                    ForEach(prompts.listed) { prompt in
                        Button {
                            writing.use(prompt)
                            dismiss()
                        } label: {
                            Text(prompt.text)
                                .font(.system(.body, design: .serif))
                                .foregroundStyle(.primary)
                                .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                        }
                        .accessibilityHint(DandelionCopy[.promptsUseHint])
                            .swipeActions {
                                if prompt.category == .own {
                                    Button(role: .destructive) {
                                        prompts.removeCustomPrompt(id: prompt.id)
                                    } label: {
                                        Label(DandelionCopy[.promptsDelete], systemImage: "trash")
                                    }
                                }
                            }
                    }
                }

                if prompts.canWriteOwnPrompts {
                    Section {
                        TextField(DandelionCopy[.promptsOwnPlaceholder], text: $newPrompt)
                            .submitLabel(.done)
                            .onSubmit { addPrompt() }
                        Button(DandelionCopy[.promptsAddOwn]) { addPrompt() }
                            .frame(minHeight: 44)
                            .disabled(newPrompt.isEmpty)
                        if let problem = prompts.customPromptProblem {
                            Label(problem.message, systemImage: "exclamationmark.circle")
                                .font(.footnote)
                        }
                    } header: {
                        Text(DandelionCopy[.promptsOwnHeader])
                    } footer: {
                        Text(DandelionCopy[.promptsOwnFooter])
                    }
                } else if let offer = prompts.morePromptsOffer {
                    Section {
                        Button(offer) {
                            showsPremium = true
                        }
                        .frame(minHeight: 44)
                    }
                }
            }
            .navigationTitle(DandelionCopy[.promptsTitle])
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button(DandelionCopy[.commonDone]) { dismiss() }
                }
            }
            .sheet(isPresented: $showsPremium) {
                PremiumView(premium: premium)
                    .preferredColorScheme(theme.preferredColorScheme)
            }
        }
    }

    private func addPrompt() {
        if prompts.addCustomPrompt(newPrompt) != nil { newPrompt = "" }
    }
}
