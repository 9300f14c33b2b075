/// Lays text out in a fixed-pitch grid with word wrapping: the layout used on Linux and in tests,
/// where no text engine measures glyphs. On iOS the view supplies positions from its own text layout.
public struct MonospaceLayout: Sendable {
    /// Where the first line's top-left corner sits.
    public var origin: SIMD2<Float>
    public var width: Float
    /// Horizontal advance of one column.
    public var advance: Float
    public var lineHeight: Float

    public init(origin: SIMD2<Float> = .zero, width: Float, advance: Float = 10, lineHeight: Float = 22) {
        precondition(width >= advance * 2, "a layout needs room for at least two columns")
        self.origin = origin
        self.width = width
        self.advance = advance
        self.lineHeight = lineHeight
    }

    private var columns: Int { Int(width / advance) }

    /// Each grapheme cluster (or word) that shows ink, placed; spaces and line breaks make no seeds.
    public func place(_ text: String, as granularity: SeedGranularity) -> [PlacedGlyph] {
        var placed: [PlacedGlyph] = []
        var line = 0
        var column = 0
        for (index, paragraph) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if index > 0 {
                line += 1
                column = 0
            }
            var previousEnd: String.Index?
            for word in SeedWords.words(in: paragraph) {
                let widths = word.map(Self.columns(of:))
                let wordColumns = widths.reduce(0, +)
                // Words of a script written without spaces sit side by side; others have a space between.
                let gap = previousEnd == word.startIndex ? 0 : 1
                previousEnd = word.endIndex
                if column > 0 && column + gap + wordColumns > columns {
                    line += 1
                    column = 0
                } else if column > 0 {
                    column += gap
                }
                let wordStart = (line: line, column: column)
                for (character, span) in zip(word, widths) {
                    if column + span > columns {
                        // A word longer than the line breaks between grapheme clusters.
                        line += 1
                        column = 0
                    }
                    if granularity == .letters {
                        placed.append(glyph(String(character), line: line, column: column, span: span))
                    }
                    column += span
                }
                if granularity == .words {
                    if wordStart.line == line {
                        placed.append(glyph(String(word), line: line, column: wordStart.column, span: column - wordStart.column))
                    } else {
                        // A broken word drifts as its pieces, one per line.
                        placed.append(contentsOf: pieces(of: word, widths: widths, start: wordStart))
                    }
                }
            }
        }
        return placed
    }

    private func pieces(of word: Substring, widths: [Int], start: (line: Int, column: Int)) -> [PlacedGlyph] {
        var result: [PlacedGlyph] = []
        var line = start.line, column = start.column, pieceStart = start.column
        var piece = ""
        for (character, span) in zip(word, widths) {
            if column + span > columns {
                result.append(glyph(piece, line: line, column: pieceStart, span: column - pieceStart))
                line += 1
                column = 0
                pieceStart = 0
                piece = ""
            }
            piece.append(character)
            column += span
        }
        if !piece.isEmpty { result.append(glyph(piece, line: line, column: pieceStart, span: column - pieceStart)) }
        return result
    }

    private func glyph(_ text: String, line: Int, column: Int, span: Int) -> PlacedGlyph {
        let size = SIMD2(Float(span) * advance, lineHeight)
        let topLeft = origin + SIMD2(Float(column) * advance, Float(line) * lineHeight)
        return PlacedGlyph(text: text, center: topLeft + size / 2, size: size)
    }

    /// Emoji and East Asian wide characters (ideographs, kana, Hangul, full-width forms) take two columns, as
    /// in a terminal; everything else one.
    static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        if scalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }) { return 2 }
        return scalars.first.map(isWide) == true ? 2 : 1
    }

    /// Unicode's East Asian Wide and Fullwidth blocks (UAX #11), as terminals count them.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default: false
        }
    }
}
