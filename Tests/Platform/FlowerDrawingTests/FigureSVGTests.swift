import FlowerDrawing
import Testing

@Suite("Flower figures as SVG and back")
struct FigureSVGTests {
    @Test("every figure written as SVG reads back as the same figure")
    func roundTrip() throws {
        for (drawing, stage, wilted) in FlowerFigureTests.looks {
            let figure = FlowerFigure(drawing, stage: stage, wilted: wilted)
            let svg = figure.svg(title: "\(drawing.id), \(stage.rawValue)")
            #expect(try FlowerFigure(svg: svg) == figure, "\(drawing.id) \(stage) wilted: \(wilted)")
        }
    }

    @Test("the SVG is a standalone 400 × 400 drawing with a title, its parts named, its text escaped")
    func document() {
        let rose = FlowerFigureTests.drawings["cabbage-rose"]!
        let svg = FlowerFigure(rose, stage: .fullBloom, wilted: false).svg(title: "Rose <\"Ada\" & 'Ben'>")
        #expect(svg.hasPrefix("<svg xmlns='http://www.w3.org/2000/svg' width='400' height='400' viewBox='0 0 400 400'>"))
        #expect(svg.contains("<title>Rose &lt;&quot;Ada&quot; &amp; &apos;Ben&apos;&gt;</title>"))
        #expect(svg.contains("class='petal'") && svg.contains("fill='#f2a7be'"))
        #expect(svg.hasSuffix("</svg>"))
    }

    @Test("SVG beyond what figures write is refused, not guessed at", arguments: [
        "", "<svg viewBox='0 0 100 100'></svg>", "<circle r='4'/>",
        "<svg viewBox='0 0 400 400'><script>alert(1)</script></svg>",
        "<svg viewBox='0 0 400 400'><path class='petal' d='M0 0 l4 4' fill='none'/></svg>",
        "<svg viewBox='0 0 400 400'><path class='petal' d='M0 0 L4' fill='none'/></svg>",
        "<svg viewBox='0 0 400 400'><path class='leaf' d='L4 4' fill='#ffffff'/></svg>",
        "<svg viewBox='0 0 400 400'><path class='stamen' d='M0 0' fill='#ffffff'/></svg>",
        "<svg viewBox='0 0 400 400'><ellipse class='seed' cx='1' cy='1' rx='x' ry='1' fill='#fff'/></svg>",
        "<svg viewBox='0 0 400 400'><ellipse class='seed' cx='1' cy='1' rx='1' ry='1' fill='red'/></svg>",
        "<svg viewBox='0 0 400 400'><ellipse class='seed' cx=1 cy='1' rx='1' ry='1' fill='#ffffff'/></svg>",
        "<svg viewBox='0 0 400 400'><ellipse class='seed' cx='1' cy='1' rx='1' ry='1' fill='#ffffff'",
    ])
    func refused(svg: String) {
        #expect(throws: FigureSVGError.self) { try FlowerFigure(svg: svg) }
    }

    @Test("colours read and write as #rrggbb, with alpha as #rrggbbaa")
    func colours() {
        #expect(FigureColour(hex: "#F7C21A") == FigureColour(red: 0xf7, green: 0xc2, blue: 0x1a))
        #expect(FigureColour(hex: "#00000026")?.alpha == 0x26)
        #expect(FigureColour(red: 1, green: 2, blue: 3, alpha: 4).hex == "#01020304")
        #expect(FigureColour(hex: "#+12345") == nil && FigureColour(hex: "F7C21A") == nil && FigureColour(hex: "#F7C21") == nil)
    }
}
