import ClientKit
import CouplesAPI
import FlowerDrawing
import Foundation
import Observation

/// Every flower's drawing for the screens. Species this app shipped with are drawn from its own
/// definitions, offline, at once. A species added on the server after this app was built has no
/// definition here: its drawing comes from the server's SVG (`getSpeciesArt`), read back into the same
/// figure and kept on the phone, so it too is drawn offline from then on.
@MainActor @Observable
public final class FlowerFigures {
    /// Drawings read from the server's SVG (fetched now or kept on the phone), by look.
    public private(set) var fetched: [FlowerLook: FlowerFigure] = [:]
    /// Looks the server could not give (offline, unknown species): drawn as a placeholder until asked again.
    public private(set) var unavailable: Set<FlowerLook> = []

    @ObservationIgnored let environment: CouplesEnvironment
    @ObservationIgnored public let drawings: SpeciesDrawings
    @ObservationIgnored private var drawn: [FlowerLook: FlowerFigure] = [:]
    @ObservationIgnored private var loading: Set<FlowerLook> = []

    /// The longest SVG taken from the server (the largest drawing today, a houseleek, is about 10 kB).
    static let maxSVGBytes = 512 * 1024

    /// `drawings`: the definitions this app shipped with.
    public init(environment: CouplesEnvironment, drawings: SpeciesDrawings = .bundled) {
        self.environment = environment
        self.drawings = drawings
    }

    /// Whether this app draws `speciesID` from its own definitions.
    public func knows(_ speciesID: String) -> Bool {
        drawings[speciesID] != nil
    }

    /// The drawing for `look` when it is at hand: from the app's own definition, or the server's once loaded.
    public func figure(for look: FlowerLook) -> FlowerFigure? {
        if let figure = drawn[look] { return figure }
        if let drawing = drawings[look.speciesID] {
            let figure = FlowerFigure(drawing, stage: look.stage, wilted: look.wilted)
            drawn[look] = figure
            return figure
        }
        return fetched[look]
    }

    /// The drawing from the definitions this app shipped with, for a view that has no `FlowerFigures` at hand.
    public nonisolated static func shippedFigure(for look: FlowerLook) -> FlowerFigure? {
        SpeciesDrawings.bundled[look.speciesID].map { FlowerFigure($0, stage: look.stage, wilted: look.wilted) }
    }

    /// Makes sure the drawing for `look` is at hand: for a species the app does not know, the
    /// server's SVG kept on the phone, else fetched from the server, read and kept.
    public func load(_ look: FlowerLook) async {
        guard figure(for: look) == nil, !loading.contains(look) else { return }
        if let svg = snapshots.load(String.self, Self.key(look)), let figure = try? FlowerFigure(svg: svg) {
            fetched[look] = figure
            return
        }
        loading.insert(look)
        defer { loading.remove(look) }
        do throws(CouplesServiceError) {
            let stage = Components.Schemas.GrowthStage(rawValue: look.stage.rawValue) ?? .seed
            let svg = try await environment.service.speciesArt(look.speciesID, stage: stage, wilted: look.wilted, maxBytes: Self.maxSVGBytes)
            guard let figure = try? FlowerFigure(svg: svg) else {
                unavailable.insert(look)
                return
            }
            try? snapshots.save(svg, as: Self.key(look))
            fetched[look] = figure
            unavailable.remove(look)
        } catch {
            unavailable.insert(look)
        }
    }

    /// Where the server's SVG for a look is kept on the phone.
    static func key(_ look: FlowerLook) -> String {
        "species-art:\(look.speciesID):\(look.stage.rawValue)\(look.wilted ? ":wilted" : "")"
    }

    private var snapshots: Snapshots { Snapshots(database: environment.database.local) }
}
