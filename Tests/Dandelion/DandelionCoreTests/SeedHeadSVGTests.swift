import DandelionCore
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The README's picture and the icon are SVG written from the same marks the phone draws.
@Suite struct SeedHeadSVGTests {
    final class Elements: NSObject, XMLParserDelegate {
        var names: [String] = []
        var root: [String: String] = [:]
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            if names.isEmpty { root = attributes }
            names.append(name)
        }
    }

    @Test func everyMarkBecomesOneElementOfAWellFormedDocument() throws {
        let size = SIMD2<Float>(300, 420)
        let marks = SeedHeadPicture(head: .app, driftingWords: 3).marks(fitting: size)
        let palette = SeedHeadSVG.Palette(seed: 0x4A463F, primary: 0xF5E4A4, accent: 0xC8962E, background: 0xFBF7EC)
        let svg = SeedHeadSVG.document(marks, size: size, palette: palette)
        let parser = XMLParser(data: Data(svg.utf8))
        let elements = Elements()
        parser.delegate = elements
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(elements.names.first == "svg" && elements.root["width"] == "300" && elements.root["height"] == "420")
        let drawn = elements.names.filter { $0 == "path" || $0 == "circle" }.count
        let glows = marks.filter { if case .glow = $0 { true } else { false } }.count
        // Each mark is one path or circle; the background is one rect; each glow adds its gradient's circle.
        #expect(drawn == marks.count)
        #expect(elements.names.filter { $0 == "radialGradient" }.count == glows)
        #expect(elements.names.filter { $0 == "rect" }.count == 1)
        #expect(svg.contains("#4A463F") && svg.contains("#F5E4A4") && svg.contains("#C8962E"))
        #expect(SeedHeadSVG.document(marks, size: size, palette: palette) == svg, "the same text every time")
    }

    @Test func aPictureOfAReleaseShowsItsSeedsAwayFromTheHead() throws {
        let still = SeedHeadPicture(head: .app)
        let release = SeedHeadPicture(head: .app, driftingWords: 3)
        #expect(still.drifting.isEmpty && release.drifting.count == 3)
        #expect(release.aspectRatio != still.aspectRatio, "room for the seeds in the air")
        let size = SIMD2<Float>(400, 400)
        let marks = release.marks(fitting: size)
        #expect(marks.flatMap(\.points).allSatisfy { $0.x >= -0.01 && $0.y >= -0.01 && $0.x <= 400.01 && $0.y <= 400.01 })
        // The seeds in the air are the last marks: each beak, achene and hairs, up and to the right of the head.
        let receptacle = marks.compactMap { mark -> SIMD2<Float>? in if case .disc(let center, _, .accent, _) = mark { center } else { nil } }
        let centre = try #require(receptacle.first)
        let aloft = marks.suffix(3 * (2 + SeedHead.hairsPerSeed)).flatMap(\.points)
        #expect(aloft.allSatisfy { $0.x > centre.x && $0.y < centre.y })
    }
}
