import Foundation
import ServerKitTestSupport
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `greenhouse dandelion draw`: the seed head as SVG, from which the app icon, the launch image and the
/// README's picture are made (scripts/make-dandelion-*.sh).
@Suite("greenhouse dandelion draw")
struct DandelionDrawCommandTests {
    /// The elements of a parsed document, in order, and the root's attributes.
    final class Elements: NSObject, XMLParserDelegate {
        var names: [String] = []
        var root: [String: String] = [:]
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            if names.isEmpty { root = attributes }
            names.append(name)
        }
    }

    /// Runs the command writing to a file in `scratch` and returns the file's bytes.
    static func draw(_ arguments: [String], in scratch: TemporaryDirectory) async throws -> Data {
        let file = scratch.url.appendingPathComponent("head-\(UUID().uuidString).svg")
        let process = try GreenhouseProcess(["dandelion", "draw"] + arguments + ["--output", file.path], directory: scratch.url)
        #expect(try await process.waitForExit() == 0, "\(process.standardError)")
        return try Data(contentsOf: file)
    }

    static func parse(_ svg: Data) -> (ok: Bool, elements: Elements) {
        let parser = XMLParser(data: svg)
        let elements = Elements()
        parser.delegate = elements
        return (parser.parse(), elements)
    }

    @Test("writes a well-formed SVG of the requested size, in the requested colours")
    func wellFormed() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let svg = try await Self.draw(["--width", "300", "--height", "420", "--drifting", "3", "--seed-color", "#123456"], in: scratch)
        let (ok, elements) = Self.parse(svg)
        #expect(ok)
        #expect(elements.names.first == "svg")
        #expect(elements.root["width"] == "300" && elements.root["height"] == "420" && elements.root["viewBox"] == "0 0 300 420")
        #expect(elements.names.filter { $0 == "rect" }.count == 1, "the page")
        #expect(elements.names.filter { $0 == "path" }.count > 500, "a head of 84 seeds of 11 hairs, drawn")
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains("#123456"), "the seed colour given")
        #expect(!text.contains("#4A463F"), "in place of Meadow's")

        // Transparent, the height from the drawing's own proportions.
        let bare = try await Self.draw(["--width", "160", "--transparent"], in: scratch)
        let (bareOK, bareElements) = Self.parse(bare)
        #expect(bareOK && bareElements.root["width"] == "160")
        #expect(bareElements.names.filter { $0 == "rect" }.isEmpty, "no page")
        let height = try #require(bareElements.root["height"].flatMap(Double.init))
        #expect(height > 160, "a head on its stem is taller than it is wide")
    }

    @Test("a margin keeps every mark that far inside the picture")
    func margin() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let svg = String(decoding: try await Self.draw(["--width", "200", "--height", "200", "--margin", "30", "--no-stem"], in: scratch), as: UTF8.self)
        // Every coordinate in a path's `d` (M x y L x y Q cx cy x y…) lies within the margin.
        let paths = svg.split(separator: "\n").filter { $0.contains("<path d=\"") }
        #expect(!paths.isEmpty)
        for path in paths {
            let d = path.split(separator: "\"")[1]
            let numbers = d.split(whereSeparator: { "MLQZ ".contains($0) }).compactMap { Float($0) }
            #expect(numbers.allSatisfy { $0 >= 29.99 && $0 <= 170.01 }, "\(d)")
        }
    }

    @Test("the same bytes on every run; another --seed is another head")
    func deterministic() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let first = try await Self.draw(["--width", "240", "--drifting", "3"], in: scratch)
        let second = try await Self.draw(["--width", "240", "--drifting", "3"], in: scratch)
        let other = try await Self.draw(["--width", "240", "--drifting", "3", "--seed", "7"], in: scratch)
        #expect(!first.isEmpty)
        #expect(first == second)
        #expect(first != other)
        #expect(Self.parse(other).ok)
    }

    @Test("refuses a bad size, margin or colour with a clear error and writes nothing")
    func refusesBadArguments() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent("never.svg")
        let cases: [([String], String)] = [
            (["--width", "0"], "--width must be a positive number of points"),
            (["--width=-40"], "--width must be a positive number of points"),
            (["--width", "nan"], "--width must be a positive number of points"),
            (["--width", "wide"], "'wide' is invalid for '--width"),
            (["--height", "0"], "--height must be a positive number of points"),
            (["--width", "100", "--margin", "50"], "--margin must be 0 or more points"),
            (["--seed-color", "#12345"], "'#12345' is invalid for '--seed-color"),
        ]
        for (arguments, message) in cases {
            let process = try GreenhouseProcess(["dandelion", "draw"] + arguments + ["--output", file.path], directory: scratch.url)
            // ArgumentParser's validation exit status (EX_USAGE).
            #expect(try await process.waitForExit() == 64, "\(arguments)")
            #expect(process.standardError.contains(message), "\(arguments): \(process.standardError)")
            #expect(!FileManager.default.fileExists(atPath: file.path), "\(arguments)")
        }
    }
}
