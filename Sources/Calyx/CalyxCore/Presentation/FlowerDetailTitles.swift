import CalyxAPI
import Foundation

// The words a flower's page shows for the API's values.

extension Components.Schemas.FlowerDetail.WaterPayload {
    public var title: String {
        switch self {
        case .low: "Low"
        case .moderate: "Moderate"
        case .high: "High"
        }
    }
}

extension Components.Schemas.FlowerDetail.HabitatPayload {
    public var title: String {
        switch self {
        case .garden: "Gardens"
        case .wild: "The wild"
        case .both: "Gardens and the wild"
        }
    }
}

/// The three toxicity values share their words (each is its own generated type).
public protocol ToxicityLevel: RawRepresentable where RawValue == String {}

extension ToxicityLevel {
    public var title: String {
        switch rawValue {
        case "toxic": "Toxic"
        case "non-toxic": "Non-toxic"
        default: "Not known"
        }
    }
}

extension Components.Schemas.FlowerDetail.ToxicityPayload.CatsPayload: ToxicityLevel {}
extension Components.Schemas.FlowerDetail.ToxicityPayload.DogsPayload: ToxicityLevel {}
extension Components.Schemas.FlowerDetail.ToxicityPayload.HumansPayload: ToxicityLevel {}
