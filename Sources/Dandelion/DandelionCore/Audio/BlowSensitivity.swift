/// How readily a blow is recognised. Higher sensitivity catches softer, more distant blows at the
/// cost of needing a quieter room; no setting lets a voice, whistle or tune through.
public enum BlowSensitivity: String, Sendable, CaseIterable, Codable {
    case low, medium, high

    /// How far above the room's noise floor a hop must rise to start a blow, in dB.
    var onsetAboveFloorDB: Float {
        switch self {
        case .low: 18
        case .medium: 12
        case .high: 8
        }
    }

    /// The quietest hop that may start a blow, in dBFS, whatever the room.
    var minimumLevelDB: Float {
        switch self {
        case .low: -38
        case .medium: -46
        case .high: -54
        }
    }
}
