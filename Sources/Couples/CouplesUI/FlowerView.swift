import CouplesCore
import SwiftUI

/// A flower as it is now: its species at its stage, drooping and faded when wilted, drawn from the
/// drawing definitions the server's SVG comes from too.
struct FlowerView: View {
    let flower: FlowerDisplay

    var body: some View {
        FlowerFigureView(look: flower.look)
            .accessibilityElement()
            .accessibilityLabel(flower.accessibilityLabel)
    }
}
