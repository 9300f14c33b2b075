import Foundation

/// Every species' drawing definition, by species id: the one source of colours and forms that the
/// Couples server (SVG) and app (SwiftUI paths) both draw from.
public struct SpeciesDrawings: Sendable {
    public let all: [SpeciesDrawing]
    private let byID: [String: SpeciesDrawing]

    public init(_ drawings: [SpeciesDrawing]) {
        all = drawings
        byID = Dictionary(drawings.map { ($0.id, $0) }) { first, _ in first }
    }

    public subscript(id: String) -> SpeciesDrawing? { byID[id] }

    /// The definitions shipped with this build (`species-drawings.json`), read once per process.
    public static let shipped = Result { () throws -> SpeciesDrawings in
        guard let url = Bundle.module.url(forResource: "species-drawings", withExtension: "json") else { throw CocoaError(.fileNoSuchFile) }
        struct File: Decodable { let species: [SpeciesDrawing] }
        return SpeciesDrawings(try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).species)
    }

    /// The shipped definitions; none if the file cannot be read (a build without its resource), so an
    /// app then asks the server for every drawing instead of failing.
    public static var bundled: SpeciesDrawings { (try? shipped.get()) ?? SpeciesDrawings([]) }
}
