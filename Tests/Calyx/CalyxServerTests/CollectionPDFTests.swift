import CalyxAPI
import Foundation
import Media
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import Testing

/// The herbarium PDF, read back with poppler (pdfinfo, pdftotext, pdftoppm) as a reader would see it.
@Suite("Calyx collection PDF")
struct CollectionPDFTests {
    /// A PDF on disk with poppler's readers of it.
    struct Poppler {
        let file: URL

        static func open(_ bytes: [UInt8], in directory: TemporaryDirectory) throws -> Poppler {
            let file = directory.url.appendingPathComponent("collection-\(UUID().uuidString).pdf")
            try Data(bytes).write(to: file)
            return Poppler(file: file)
        }

        /// `pdfinfo`'s fields ("Pages", "Title"…).
        func info() async throws -> [String: String] {
            let text = String(decoding: try await ExternalCommand.find(["pdfinfo"], package: "poppler-utils").run([file.path]), as: UTF8.self)
            return Dictionary(text.split(separator: "\n").compactMap { line -> (String, String)? in
                guard let colon = line.firstIndex(of: ":") else { return nil }
                return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }) { first, _ in first }
        }

        /// One page's text in reading order.
        func text(page: Int) async throws -> String {
            let output = try await ExternalCommand.find(["pdftotext"], package: "poppler-utils")
                .run(["-enc", "UTF-8", "-f", "\(page)", "-l", "\(page)", file.path, "-"])
            return String(decoding: output, as: UTF8.self)
        }

        /// One page rendered at `dpi`, decoded.
        func image(page: Int, dpi: Int = 40) async throws -> ImageInspection {
            let prefix = file.deletingPathExtension().path + "-page\(page)"
            _ = try await ExternalCommand.find(["pdftoppm"], package: "poppler-utils")
                .run(["-png", "-r", "\(dpi)", "-f", "\(page)", "-l", "\(page)", "-singlefile", file.path, prefix])
            return try ImageInspection(Array(try Data(contentsOf: URL(fileURLWithPath: prefix + ".png"))))
        }
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The longest note there may be (2,000 characters): numbered sentences, so any cut shows.
    static let longNote: String = {
        var note = ""
        var sentence = 1
        while true {
            let next = "Sentence \(sentence): the petals open at dawn, fold at dusk and scent the whole bed. "
            guard note.unicodeScalars.count + next.unicodeScalars.count + 12 <= 2_000 else { break }
            note += next
            sentence += 1
        }
        return note + "Last words."
    }()

    /// The pale mount a sheet's picture sits on: the rows where the column just inside its left edge is Cream.
    static func mount(on page: ImageInspection, dpi: Int) -> (x: Range<Int>, y: Range<Int>)? {
        let points = Double(dpi) / 72
        let margin = Int((48 * points).rounded())
        let column = margin + Int((6 * points).rounded())
        let rows = (0..<page.height).filter { row in
            let pixel = page.pixel(x: column, y: row)
            return abs(Int(pixel.red) - 0xF5) <= 6 && abs(Int(pixel.green) - 0xF1) <= 6 && abs(Int(pixel.blue) - 0xE8) <= 6
        }
        guard let top = rows.first, let bottom = rows.last, bottom - top > 20 else { return nil }
        return (margin..<(page.width - margin), top..<(bottom + 1))
    }

    /// A flower's picture as the server stores it (the medium JPEG the PDF is drawn from), decoded.
    static func storedPicture(of flowerID: String, _ calyx: CalyxHarness) async throws -> ImageInspection {
        let detail = try await calyx.client().getFlower(path: .init(flowerId: flowerID), query: .init()).ok.body.json
        let url = try #require(detail.image?.variants.medium.url)
        let response = try await calyx.raw.get(url, headers: [.accept: "image/jpeg"])
        return try ImageInspection(Array(buffer: try #require(response.body)))
    }

    /// Exports as an app does, waiting while the image processor is busy (`CalyxHarness.whileBusy`).
    static func export(_ collectionID: String, _ client: Client) async throws -> Operations.ExportCollectionPdf.Output {
        try await CalyxHarness.whileBusy { try await client.exportCollectionPdf(path: .init(collectionId: collectionID)) }
    }

    static func pdf(_ collectionID: String, _ client: Client) async throws -> (bytes: [UInt8], disposition: String?) {
        let ok = try await export(collectionID, client).ok
        return (try await [UInt8](collecting: try ok.body.pdf, upTo: 100 << 20), ok.headers.contentDisposition)
    }

    @Test("the owner's PDF: a cover, then a sheet per flower with its picture, names, family and notes, wrapped and whole", arguments: TestDatabases.backends)
    func ownersPDF(_ backend: DatabaseBackend) async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try await CalyxHarness.run(backend: backend) { calyx in
            let fixture = try await ShareFixture.make(calyx, collectionName: "Été · Sommer", description: "Summer's brightest, for the wall.")
            let owner = calyx.client(token: fixture.owner.accessToken)
            let saved = try await owner.listSaved().ok.body.json.items
            func savedID(_ flower: ShareFixture.Flower) throws -> String { try #require(saved.first { $0.flower.id == flower.id }).id }
            let shortNote = "Lys · Lilie — planted by the gate, 2024."
            _ = try await owner.updateSaved(path: .init(savedId: try savedID(fixture.flowers[0])), body: .json(.init(notes: shortNote))).ok
            _ = try await owner.updateSaved(path: .init(savedId: try savedID(fixture.flowers[1])), body: .json(.init(notes: Self.longNote))).ok

            let (bytes, disposition) = try await Self.pdf(fixture.collectionID, owner)
            #expect(bytes.starts(with: Array("%PDF-".utf8)))
            #expect(disposition == "inline; filename=\"t-Sommer.pdf\"; filename*=UTF-8''%C3%89t%C3%A9%20%C2%B7%20Sommer.pdf")
            let pdf = try Poppler.open(bytes, in: scratch)
            let info = try await pdf.info()
            #expect(info["Pages"] == "4", "a cover and three flowers")
            #expect(info["Title"] == "Été · Sommer")
            #expect(info["Author"] == "Olive Gardner")

            let cover = Self.collapsed(try await pdf.text(page: 1))
            for expected in ["Été · Sommer", "by Olive Gardner @OliveOwner", "3 flowers", "Summer's brightest, for the wall."] {
                #expect(cover.contains(expected), "cover: \(expected) in \(cover)")
            }
            for (index, flower) in fixture.flowers.enumerated() {
                let raw = try await pdf.text(page: index + 2)
                let text = Self.collapsed(raw)
                #expect(text.contains(flower.commonName), "\(flower.commonName) in \(text)")
                #expect(text.contains(flower.scientificName))
                #expect(text.contains("Family: \(flower.family)"))
                #expect(text.contains("Été · Sommer · \(index + 1) of 3"))
                if index == 0 { #expect(text.contains(shortNote)) }
                if index == 1 {
                    // All 2,000 characters, over many lines: wrapped, not cut.
                    #expect(text.contains(Self.collapsed(Self.longNote)), "the long note whole in \(text)")
                    #expect(raw.split(separator: "\n").filter { $0.contains("Sentence") }.count >= 12, "the long note wraps")
                }
                if index == 2 { #expect(!text.contains("Lys") && !text.contains("Sentence")) }
            }
            #expect(fixture.flowers[1].commonName == "Pōhutukawa")

            // Each sheet shows its flower's picture in the right colours (red stays red, blue blue).
            for (index, flower) in fixture.flowers.enumerated() {
                let page = try await pdf.image(page: index + 2)
                let mount = try #require(Self.mount(on: page, dpi: 40), "the picture's mount on page \(index + 2)")
                let drawn = PaintedPixels(page, x: mount.x, y: mount.y)
                let stored = PaintedPixels(try await Self.storedPicture(of: flower.id, calyx))
                #expect(drawn.fraction > 0.03, "page \(index + 2) shows a picture: \(drawn)")
                #expect(drawn.resembles(stored), "page \(index + 2): drawn \(drawn), stored \(stored)")
            }
        }
    }

    @Test("anyone may export a public collection, without the owner's notes; a private one only its owner", arguments: TestDatabases.backends)
    func whoMayExport(_ backend: DatabaseBackend) async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try await CalyxHarness.run(backend: backend) { calyx in
            let fixture = try await ShareFixture.make(calyx)
            let owner = calyx.client(token: fixture.owner.accessToken)
            let savedID = try #require(try await owner.listSaved().ok.body.json.items.first { $0.flower.id == fixture.flowers[0].id }).id
            _ = try await owner.updateSaved(path: .init(savedId: savedID), body: .json(.init(notes: "Private thought: water on Sundays."))).ok
            let other = try await calyx.devSignIn("visitor")

            for client in [calyx.client(), calyx.client(token: other.accessToken)] {
                let pdf = try Poppler.open(try await Self.pdf(fixture.collectionID, client).bytes, in: scratch)
                #expect(try await pdf.info()["Pages"] == "4")
                let sheet = try await pdf.text(page: 2)
                #expect(sheet.contains(fixture.flowers[0].commonName))
                #expect(!sheet.contains("Private thought"))
            }
            let ownPDF = try Poppler.open(try await Self.pdf(fixture.collectionID, owner).bytes, in: scratch)
            #expect(try await ownPDF.text(page: 2).contains("Private thought: water on Sundays."))

            _ = try await owner.updateCollection(path: .init(collectionId: fixture.collectionID), body: .json(.init(isPublic: false))).ok
            for client in [calyx.client(), calyx.client(token: other.accessToken)] {
                let refused = try await Self.export(fixture.collectionID, client)
                #expect(defaultStatus(refused) == 404, "\(refused)")
            }
            #expect(try await Self.pdf(fixture.collectionID, owner).bytes.count > 1_000)
            // An id that is none is a 400 naming it; an empty collection is a cover alone.
            let malformed = try await calyx.raw.get("/calyx/v1/collections/not-a-uuid/export.pdf", headers: [.authorization: "Bearer \(fixture.owner.accessToken)"])
            #expect(malformed.status == .badRequest && malformed.problem?.errors?.first?.field == "collectionId")
            let empty = try await owner.createCollection(body: .json(.init(name: "Empty", isPublic: true))).created.body.json.id
            let emptyPDF = try Poppler.open(try await Self.pdf(empty, calyx.client()).bytes, in: scratch)
            #expect(try await emptyPDF.info()["Pages"] == "1")
            #expect(try await emptyPDF.text(page: 1).contains("0 flowers"))
        }
    }
}
