import SwiftUI

/// At the top of Add Photo or Add Photos: how many picked photos the library could not hand over.
struct LeftOutSection: View {
    let message: String?

    var body: some View {
        if let message {
            Section {
                Label(message, systemImage: "icloud.slash")
                    .foregroundStyle(.secondary)
            }
        }
    }
}
