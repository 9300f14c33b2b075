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
                    Picker("Category", selection: $prompts.selectedCategory) {
                        Text("All").tag(Prompt.Category?.none)
                        ForEach(prompts.categories, id: \.self) { category in
                            Text(category.title).tag(Optional(category))
                        }
                    }
                    Button {
                        writing.showNextPrompt()
                        dismiss()
                    } label: {
                        Label("Offer me one", systemImage: "sparkles")
                            .frame(minHeight: 44)
                    }
                } footer: {
                    Text("Puts a prompt from this category above your page, one you haven't seen for a while.")
                }

                Section("Prompts") {
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
                        .accessibilityHint("Puts this prompt above your page.")
                            .swipeActions {
                                if prompt.category == .own {
                                    Button(role: .destructive) {
                                        prompts.removeCustomPrompt(id: prompt.id)
                                    } label: {
                                        Label("Delete", systemImage: "trash")
                                    }
                                }
                            }
                    }
                }

                if prompts.canWriteOwnPrompts {
                    Section {
                        TextField("A question to ask yourself", text: $newPrompt)
                            .submitLabel(.done)
                            .onSubmit { addPrompt() }
                        Button("Add Prompt") { addPrompt() }
                            .frame(minHeight: 44)
                            .disabled(newPrompt.isEmpty)
                        if let problem = prompts.customPromptProblem {
                            Label(problem.message, systemImage: "exclamationmark.circle")
                                .font(.footnote)
                        }
                    } header: {
                        Text("Your own prompts")
                    } footer: {
                        Text("Your prompts are kept on this device until you delete them (swipe left). What you write on the page never is.")
                    }
                } else if prompts.lockedPromptCount > 0 {
                    Section {
                        Button("\(prompts.lockedPromptCount) more prompts, and your own, with Premium") {
                            showsPremium = true
                        }
                        .frame(minHeight: 44)
                    }
                }
            }
            .navigationTitle("Prompts")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
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
