import CouplesAPI
import CouplesCore
import SwiftUI

/// The flower drawn from its stage: a stem, leaves, and more petals as it grows; drooping and
/// faded when wilted. (The server's SVG art is for sharing; drawing here keeps the app offline-first.)
struct FlowerView: View {
    let flower: FlowerDisplay

    private var petals: Int {
        switch flower.stage {
        case .seed, .sprout: 0
        case .bud: 3
        case .bloom: 6
        case .fullBloom: 10
        }
    }

    var body: some View {
        Canvas { context, size in
            let base = CGPoint(x: size.width / 2, y: size.height * 0.95)
            let height: CGFloat = switch flower.stage {
            case .seed: size.height * 0.08
            case .sprout: size.height * 0.35
            case .bud: size.height * 0.55
            case .bloom, .fullBloom: size.height * 0.65
            }
            let lean: CGFloat = flower.wilted ? size.width * 0.18 : 0
            let top = CGPoint(x: base.x + lean, y: base.y - height)
            var stem = Path()
            stem.move(to: base)
            stem.addQuadCurve(to: top, control: CGPoint(x: base.x, y: base.y - height * 0.6))
            let green = flower.wilted ? CouplesTheme.wilted : CouplesTheme.leaf
            context.stroke(stem, with: .color(green), style: StrokeStyle(lineWidth: 6, lineCap: .round))
            if flower.stage != .seed {
                let leaf = Path(ellipseIn: CGRect(x: base.x, y: base.y - height * 0.45, width: size.width * 0.16, height: size.width * 0.07))
                context.fill(leaf, with: .color(green))
            } else {
                context.fill(Path(ellipseIn: CGRect(x: base.x - 8, y: base.y - 10, width: 16, height: 12)), with: .color(CouplesTheme.wilted))
            }
            let radius = size.width * (flower.stage == .fullBloom ? 0.13 : 0.1)
            for index in 0..<petals {
                let angle = Double(index) / Double(max(petals, 1)) * 2 * .pi
                let center = CGPoint(x: top.x + cos(angle) * radius, y: top.y + sin(angle) * radius)
                let petal = Path(ellipseIn: CGRect(x: center.x - radius * 0.7, y: center.y - radius * 0.7, width: radius * 1.4, height: radius * 1.4))
                context.fill(petal, with: .color(flower.wilted ? CouplesTheme.wilted : CouplesTheme.petal))
            }
            if petals > 0 {
                context.fill(Path(ellipseIn: CGRect(x: top.x - radius * 0.5, y: top.y - radius * 0.5, width: radius, height: radius)), with: .color(.yellow.opacity(0.8)))
            }
        }
        .accessibilityElement()
        .accessibilityLabel(flower.accessibilityLabel)
    }
}
