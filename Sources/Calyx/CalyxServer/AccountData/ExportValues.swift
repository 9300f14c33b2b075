import Foundation
import ServerKit

/// A `*_us` column (microseconds since 1970) read from a row and written to an export as a date.
struct ExportMicros: Codable, Sendable {
    let micros: Int64

    init(from decoder: any Decoder) throws {
        micros = try decoder.singleValueContainer().decode(Int64.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(TimestampKey.date(micros: micros))
    }
}

/// An id, written as the API writes ids: lowercase.
struct ExportID: Codable, Hashable, Sendable {
    let uuid: UUID

    init(_ uuid: UUID) {
        self.uuid = uuid
    }

    init(from decoder: any Decoder) throws {
        uuid = try decoder.singleValueContainer().decode(UUID.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(uuid.apiString)
    }
}

/// A column holding JSON text (a saved flower's tags and photo ids), written to an export as the value.
struct ExportJSONText<Value: Codable & Sendable>: Codable, Sendable {
    let value: Value

    init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        value = try JSONDecoder().decode(Value.self, from: Data(text.utf8))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

/// Where a photo is inside the export: one file per upload, the largest variant as stored.
enum ExportPhotoFile {
    static func name(_ id: UUID) -> String { "photos/\(id.apiString).jpg" }
}
