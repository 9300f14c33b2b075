import CalyxAPI
import SwiftUI

/// The Care tab (§3.2): care tips, then common problems each with its solution.
struct FlowerCareTab: View {
    let detail: Components.Schemas.FlowerDetail

    var body: some View {
        VStack(spacing: CalyxSpacing.large) {
            if !detail.careTips.isEmpty {
                DetailSection(title: "Care Tips", systemImage: "drop") {
                    ForEach(detail.careTips, id: \.self) { tip in
                        BulletLine(text: tip)
                    }
                }
            }
            if !detail.problems.isEmpty {
                DetailSection(title: "Problems and Solutions", systemImage: "stethoscope") {
                    ForEach(detail.problems, id: \.self) { problem in
                        VStack(alignment: .leading, spacing: 4) {
                            Text(problem.problem)
                                .calyxFont(.button)
                                .foregroundStyle(CalyxPalette.black)
                            Text(problem.solution)
                        }
                        .accessibilityElement(children: .combine)
                    }
                }
            }
            if detail.careTips.isEmpty, detail.problems.isEmpty {
                ContentUnavailableView("No Care Notes Yet", systemImage: "leaf", description: Text("Care tips for this flower are on their way."))
            }
        }
    }
}
