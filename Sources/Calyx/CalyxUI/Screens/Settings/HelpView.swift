import CalyxCore
import SwiftUI

/// Help & Support (§4.2) over `HelpTopics`: the questions people ask, each opening to its answer,
/// and a way to write to a person.
struct HelpView: View {
    var body: some View {
        List {
            Section("Questions") {
                ForEach(HelpTopics.topics) { topic in
                    DisclosureGroup {
                        Text(topic.answer)
                            .calyxFont(.body)
                            .foregroundStyle(CalyxPalette.black)
                            .padding(.vertical, 4)
                    } label: {
                        Text(topic.question)
                            .calyxFont(.body)
                            .foregroundStyle(CalyxPalette.black)
                    }
                }
            }
            Section {
                Link(destination: HelpTopics.contactURL) {
                    Label("Email \(HelpTopics.supportEmail)", systemImage: "envelope")
                }
            } header: {
                Text("Still Stuck?")
            } footer: {
                Text("A person reads every message.")
            }
        }
        .scrollContentBackground(.hidden)
        .background(CalyxPalette.cream.ignoresSafeArea())
        .tint(CalyxPalette.botanicalGreen)
        .navigationTitle("Help & Support")
        .navigationBarTitleDisplayMode(.inline)
    }
}
