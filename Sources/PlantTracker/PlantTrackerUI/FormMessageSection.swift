import SwiftUI

/// A message in a section of its own in Add Photo's and Add Photos' forms, when there is one: why saving
/// failed (at the end, in red), or how many picked photos the library could not hand over (at the top).
struct FormMessageSection: View {
    enum Kind {
        case saveFailed
        case photosLeftOut
    }

    let message: String?
    let kind: Kind

    var body: some View {
        if let message {
            Section {
                switch kind {
                case .saveFailed:
                    Label(message, systemImage: "exclamationmark.triangle.fill")
                        .foregroundStyle(.red)
                case .photosLeftOut:
                    Label(message, systemImage: "icloud.slash")
                        .foregroundStyle(.secondary)
                }
            }
        }
    }
}
