import CouplesAPI
import FlowerDrawing

/// Which drawing a flower needs: its species, stage and whether it is wilted.
public struct FlowerLook: Hashable, Sendable {
    public let speciesID: String
    public let stage: FlowerStage
    public let wilted: Bool

    public init(speciesID: String, stage: FlowerStage, wilted: Bool = false) {
        self.speciesID = speciesID
        self.stage = stage
        self.wilted = wilted
    }

    /// A species as it looks once grown: how the Unlock screen, the seed box and announcements show it.
    public static func fullBloom(_ speciesID: String) -> FlowerLook {
        FlowerLook(speciesID: speciesID, stage: .fullBloom)
    }

    init(speciesID: String, growthStage: Components.Schemas.GrowthStage, wilted: Bool) {
        self.init(speciesID: speciesID, stage: FlowerStage(rawValue: growthStage.rawValue) ?? .seed, wilted: wilted)
    }
}

extension FlowerDisplay {
    /// The drawing of this flower as it is now.
    public var look: FlowerLook { FlowerLook(speciesID: speciesID, growthStage: stage, wilted: wilted) }
}
