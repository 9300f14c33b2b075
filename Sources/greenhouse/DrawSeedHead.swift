import ArgumentParser
import DandelionCore
import Foundation

extension ThemeID: ExpressibleByArgument {}

extension Appearance: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument {
        case "light": self = .light
        case "dark": self = .dark
        default: return nil
        }
    }
}

/// Draws the app's dandelion as SVG from DandelionCore's geometry — the same marks the phone strokes in
/// its Canvas — so the README's picture, the app icon and the launch screen show what the phone draws.
struct DrawSeedHead: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Write the seed head as SVG (render it to PNG with `vips copy head.svg head.png`).",
        discussion: """
            With --drifting N the head has just let go of the first N seeds a release of N words takes \
            (SeedLossPlan; at least \(SeedLossPlan.floor)), and they drift off up and to the right.
            """
    )

    @Option(help: "Width of the picture, in points.")
    var width: Float = 360
    @Option(help: "Height of the picture, in points (default: the drawing's own proportions).")
    var height: Float?
    @Option(help: "The theme whose colours to use: meadow, dusk, night, seaMist, sunrise.")
    var theme: ThemeID = .meadow
    @Option(help: "light or dark.")
    var appearance: Appearance = .light
    @Flag(help: "The head alone, without its stem.")
    var noStem = false
    @Flag(help: "Leave the page transparent.")
    var transparent = false
    @Option(help: "Words let go: those seeds are shown drifting away from the head.")
    var drifting = 0
    @Option(help: "The head's seed value (the app's own by default).")
    var seed: UInt64?
    @Option(help: "Empty space on every side, in points, inside --width and --height (room for the glow to fade out).")
    var margin: Float = 0
    @Option(help: "Write to this file instead of standard output.")
    var output: String?
    // Colours no theme has, for the app icon's tinted appearance (grey on black: the system tints by luminance).
    @Option(help: "The hairs, beaks, achenes and stem, as RRGGBB (default: the theme's seed colour).")
    var seedColor: HexColor?
    @Option(help: "The glow behind the head, as RRGGBB (default: the theme's primary).")
    var primaryColor: HexColor?
    @Option(help: "The receptacle, as RRGGBB (default: the theme's accent).")
    var accentColor: HexColor?
    @Option(help: "The page, as RRGGBB (default: the theme's background).")
    var backgroundColor: HexColor?

    func validate() throws {
        // A picture of no size (or of NaN points) would be an SVG no renderer draws, not an error anyone sees.
        guard width.isFinite, width > 0 else { throw ValidationError("--width must be a positive number of points, not \(width)") }
        if let height, !(height.isFinite && height > 0) {
            throw ValidationError("--height must be a positive number of points, not \(height)")
        }
        guard margin.isFinite, margin >= 0, 2 * margin < width, 2 * margin < (height ?? .infinity) else {
            throw ValidationError("--margin must be 0 or more points and leave room for the drawing, not \(margin)")
        }
        guard drifting >= 0 else { throw ValidationError("--drifting must be 0 or more words, not \(drifting)") }
        if transparent, backgroundColor != nil { throw ValidationError("--transparent and --background-color contradict each other") }
    }

    func run() throws {
        let head = seed.map(SeedHead.init(seed:)) ?? .app
        let colors = theme.theme(in: appearance)
        let palette = SeedHeadSVG.Palette(
            seed: seedColor?.rgb ?? colors.seed, primary: primaryColor?.rgb ?? colors.primary,
            accent: accentColor?.rgb ?? colors.accent, background: transparent ? nil : backgroundColor?.rgb ?? colors.background
        )
        let picture = SeedHeadPicture(head: head, stem: !noStem, driftingWords: drifting)
        let inner = SIMD2(width - 2 * margin, (height.map { $0 - 2 * margin }) ?? (width - 2 * margin) / picture.aspectRatio)
        let marks = picture.marks(fitting: inner).map { $0.transformed(scale: 1, offset: SIMD2(repeating: margin)) }
        let svg = SeedHeadSVG.document(marks, size: inner + 2 * margin, palette: palette)
        if let output {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: output))
        } else {
            print(svg, terminator: "")
        }
    }
}
