import Foundation

/// `manifest.json` at the root of a backup zip: every plant and photo record. The photos' files sit
/// beside it as `originals/NAME` and `thumbnails/NAME`.
struct BackupManifest: Codable, Sendable, Equatable {
    static let formatName = "app.greenhouse.planttracker.backup"
    /// Raised when a change would make older apps misread a backup; they refuse it by name.
    static let currentVersion = 1
    static let entryName = "manifest.json"

    var format: String
    var version: Int
    var createdAt: Date
    var plants: [BackupPlant]
    var photos: [BackupPhoto]

    struct BackupPlant: Codable, Sendable, Equatable {
        var uuid: String
        var name: String
        var scientificName: String?
        var location: String?
        var startedAt: Date?
        /// The cover photo by file name (ids do not survive a move).
        var coverFileName: String?
        var isArchived: Bool
        var createdAt: Date
        var updatedAt: Date
    }

    struct BackupPhoto: Codable, Sendable, Equatable {
        var plantUUID: String
        var fileName: String
        var takenAt: Date
        var notes: String?
        var createdAt: Date
        /// Bytes of the original and thumbnail, checked against the zip's entries before anything is restored.
        var originalSize: Int64
        var thumbnailSize: Int64
    }

    static func originalEntry(_ fileName: String) -> String { "originals/\(fileName)" }
    static func thumbnailEntry(_ fileName: String) -> String { "thumbnails/\(fileName)" }

    /// Dates to the millisecond (what the database keeps), in ISO 8601 a person can read.
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(date.formatted(Self.dateStyle))
        }
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = try? Self.dateStyle.parse(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 date: \(text)")
            }
            return date
        }
        return decoder
    }()

    private static let dateStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}
