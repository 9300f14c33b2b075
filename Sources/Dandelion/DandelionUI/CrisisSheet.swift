import DandelionCore
import SwiftUI

/// The crisis lines on their own, for the link under the message after a release.
struct CrisisSheet: View {
    let settings: SettingsModel
    @Environment(\.dismiss) private var dismiss

    init(settings: SettingsModel) {
        self.settings = settings
    }

    var body: some View {
        NavigationStack {
            Form {
                CrisisSection(settings: settings)
            }
            .navigationTitle(DandelionCopy[.crisisTitle])
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button(DandelionCopy[.commonDone]) { dismiss() }
                }
            }
        }
    }
}
