import PlantTrackerCore
import SwiftUI

/// What is wrong with a field, in red under it; or, when nothing is, the field's note (if any).
struct FieldMessage: View {
    let problem: String?
    var note: String?

    var body: some View {
        if let problem {
            Label(problem, systemImage: "exclamationmark.circle.fill")
                .foregroundStyle(.red)
                .accessibilityLabel(PlantTrackerCopy.fieldProblem(problem))
        } else if let note {
            Text(note)
        }
    }
}
