import FlowerDrawing

/// A species at one of its five growth stages as SVG: FlowerDrawing's figure of it (the same one the
/// app draws with SwiftUI paths), written out. Deterministic: the same input gives the same bytes, so
/// clients can cache a drawing for as long as the server version stands.
struct FlowerArt {
    let species: FlowerSpecies
    let stage: GrowthStage
    let wilted: Bool

    /// Where the API serves a drawing, relative to its base.
    static func path(species: String, stage: GrowthStage, wilted: Bool) -> String {
        "species/\(species)/art/\(stage.apiName)" + (wilted ? "?wilted=true" : "")
    }

    var figure: FlowerFigure {
        FlowerFigure(species.drawing, stage: stage.drawingStage, wilted: wilted)
    }

    var svg: String {
        figure.svg(title: "\(species.commonName), \(stage.apiName)\(wilted ? ", wilted" : "")")
    }
}

extension GrowthStage {
    /// The same stage as FlowerDrawing names it.
    var drawingStage: FlowerStage {
        switch self {
        case .seed: .seed
        case .sprout: .sprout
        case .bud: .bud
        case .bloom: .bloom
        case .fullBloom: .fullBloom
        }
    }
}
