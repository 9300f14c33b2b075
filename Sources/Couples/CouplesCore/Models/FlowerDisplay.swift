import CouplesAPI
import Foundation

/// A flower as the screens show it: names, stage words, bloom date and a VoiceOver sentence.
public struct FlowerDisplay: Sendable, Equatable, Identifiable {
    public let id: String
    public let speciesID: String
    public let name: String
    public let scientificName: String
    public let stage: Components.Schemas.GrowthStage
    public let stageName: String
    public let wilted: Bool
    /// Path of its drawing, relative to the API's base.
    public let artPath: String
    public let bloomedOn: String?
    public let bloomedText: String?

    public init(_ flower: Components.Schemas.Flower) {
        id = flower.id
        speciesID = flower.species.id
        name = flower.species.commonName
        scientificName = flower.species.scientificName
        stage = flower.stage
        stageName = Self.stageName(flower.stage)
        wilted = flower.wilted
        artPath = flower.art
        bloomedOn = flower.bloomedOn
        bloomedText = flower.bloomedOn.map { "Bloomed \(Self.readable($0))" }
    }

    public var isGrowing: Bool { bloomedOn == nil }

    public var accessibilityLabel: String {
        "\(name), \(stageName.lowercased())\(wilted ? ", wilted — care for it today to revive it" : "")"
    }

    public static func stageName(_ stage: Components.Schemas.GrowthStage) -> String {
        switch stage {
        case .seed: "Seed"
        case .sprout: "Sprout"
        case .bud: "Bud"
        case .bloom: "Bloom"
        case .fullBloom: "Full bloom"
        }
    }

    /// `2026-11-24` as "24 Nov 2026": no locale surprises for a date without a time.
    static func readable(_ day: String) -> String {
        guard let date = DayDate(day) else { return day }
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let (year, month, dayOfMonth) = date.components
        return "\(dayOfMonth) \(months[month - 1]) \(year)"
    }
}
