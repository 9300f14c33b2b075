import CouplesAPI
import CouplesCore
import FlowerDrawing
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Flower drawings on the phone: its own definitions, and the server's SVG for species newer than the app")
@MainActor
struct FlowerFiguresTests {
    static let shipped = try! SpeciesDrawings.shipped.get()
    /// This app as built before the two species were added to the server.
    static let olderApp = SpeciesDrawings(shipped.all.filter { $0.id != "darwins-orchid" && $0.id != "cabbage-rose" })

    @Test("every species the app shipped with is drawn from its own definition, offline, the flower on screen at its stage", arguments: TestDatabases.backends)
    func shippedSpeciesOffline(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, _) = try await world.couple()
            let garden = GardenModel(environment: ada.environment)
            await garden.load()
            let growing = try #require(garden.growing)
            #expect(growing.look == FlowerLook(speciesID: growing.speciesID, stage: .seed, wilted: false))

            ada.network.online = false
            let figures = FlowerFigures(environment: ada.environment)
            for drawing in Self.shipped.all {
                #expect(figures.knows(drawing.id))
                for stage in FlowerStage.allCases {
                    for wilted in [false, true] {
                        let look = FlowerLook(speciesID: drawing.id, stage: stage, wilted: wilted)
                        await figures.load(look)
                        #expect(figures.figure(for: look) == FlowerFigure(drawing, stage: stage, wilted: wilted))
                    }
                }
            }
            #expect(figures.fetched.isEmpty && figures.unavailable.isEmpty)
            #expect(figures.figure(for: growing.look) != nil)
        }
    }

    @Test("a species newer than the app comes from getSpeciesArt as the same figure, is kept on the phone, and is drawn offline after a relaunch", arguments: TestDatabases.backends)
    func newerSpeciesFromTheServer(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, _) = try await world.couple()
            let figures = FlowerFigures(environment: ada.environment, drawings: Self.olderApp)
            let orchid = FlowerLook.fullBloom("darwins-orchid")
            let wiltedRose = FlowerLook(speciesID: "cabbage-rose", stage: .bloom, wilted: true)
            #expect(!figures.knows("darwins-orchid"))
            #expect(figures.figure(for: orchid) == nil)

            await figures.load(orchid)
            await figures.load(wiltedRose)
            let orchidFigure = FlowerFigure(try #require(Self.shipped["darwins-orchid"]), stage: .fullBloom, wilted: false)
            let roseFigure = FlowerFigure(try #require(Self.shipped["cabbage-rose"]), stage: .bloom, wilted: true)
            #expect(figures.figure(for: orchid) == orchidFigure)
            #expect(figures.figure(for: wiltedRose) == roseFigure)
            #expect(figures.fetched.count == 2)

            // A species the server does not have either: no drawing, a placeholder, no crash.
            let unknown = FlowerLook.fullBloom("blue-rose")
            await figures.load(unknown)
            #expect(figures.figure(for: unknown) == nil)
            #expect(figures.unavailable == [unknown])

            // The app opened again without a network: the kept SVGs are read back; what was never fetched is not there.
            ada.network.online = false
            let relaunched = try await ada.relaunched()
            let offline = FlowerFigures(environment: relaunched.environment, drawings: Self.olderApp)
            #expect(offline.figure(for: orchid) == nil)
            await offline.load(orchid)
            await offline.load(wiltedRose)
            #expect(offline.figure(for: orchid) == orchidFigure)
            #expect(offline.figure(for: wiltedRose) == roseFigure)
            #expect(offline.unavailable.isEmpty)
            let orchidBud = FlowerLook(speciesID: "darwins-orchid", stage: .bud)
            await offline.load(orchidBud)
            #expect(offline.figure(for: orchidBud) == nil)
            #expect(offline.unavailable == [orchidBud])

            // Back online, asking again draws it.
            ada.network.online = true
            await offline.load(orchidBud)
            #expect(offline.figure(for: orchidBud) != nil)
            #expect(offline.unavailable.isEmpty)
        }
    }

    @Test("the Unlock screen previews each species at full bloom with the shared drawing, each its own", arguments: TestDatabases.backends)
    func unlockPreviews(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, _) = try await world.couple()
            let unlock = UnlockModel(environment: ada.environment)
            await unlock.load()
            #expect(unlock.rows.count == Self.shipped.all.count)
            let figures = FlowerFigures(environment: ada.environment)
            var previews: [FlowerFigure] = []
            for row in unlock.rows {
                #expect(row.preview == FlowerLook(speciesID: row.id, stage: .fullBloom, wilted: false))
                let drawing = try #require(Self.shipped[row.id])
                let preview = try #require(figures.figure(for: row.preview))
                #expect(preview == FlowerFigure(drawing, stage: .fullBloom, wilted: false))
                previews.append(preview)
            }
            #expect(Set(previews).count == unlock.rows.count)
            let paid = unlock.rows.filter { if case .purchase = $0.availability { true } else { false } }
            #expect(paid.map(\.id) == ["cabbage-rose", "sacred-lotus", "cherry-blossom", "darwins-orchid"])
        }
    }
}
