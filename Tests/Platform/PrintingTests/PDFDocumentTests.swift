import Printing
import Testing

@Suite("PDF documents")
struct PDFDocumentTests {
    static let font = PrintFont(families: ["DejaVu Sans", "sans-serif"], size: 11)

    @Test("text wraps to its column: narrower is taller, long text takes many lines, nothing is lost to the width")
    func wrapping() throws {
        let document = try PDFDocument(pageSize: .a4)
        let sentence = "The petals open at dawn and fold at dusk."
        let line = document.height(of: sentence, font: Self.font, width: 500)
        #expect(line > 11 && line < 22, "one line of 11 pt text")
        #expect(document.height(of: sentence, font: Self.font, width: 60) > 3 * line, "wrapped at words in a narrow column")
        let long = String(repeating: sentence + " ", count: 40)
        #expect(document.height(of: long, font: Self.font, width: 500) > 15 * line, "about 1,700 characters at some 90 a line")
        // A word wider than the column breaks inside itself rather than running off the page.
        #expect(document.height(of: String(repeating: "x", count: 200), font: Self.font, width: 100) > 5 * line)
        #expect(document.height(of: sentence, font: Self.font, width: 500, lineSpacing: 2) >= line)
    }

    @Test("a finished document is a PDF with every page and its title")
    func pages() throws {
        let document = try PDFDocument(pageSize: .a4)
        document.setMetadata(title: "Été · Sommer", author: "Olive", creator: "Calyx")
        document.draw("Cover", font: Self.font, color: PrintColor(hex: 0x1A1A1A), x: 48, y: 48, width: 400)
        document.nextPage()
        document.fill(PrintRect(x: 48, y: 48, width: 100, height: 100), color: PrintColor(hex: 0x2D5016), cornerRadius: 12)
        try document.drawImage(rgba: [255, 0, 0, 255, 0, 0, 255, 128], pixelWidth: 2, pixelHeight: 1, in: PrintRect(x: 48, y: 200, width: 200, height: 100))
        let bytes = try document.finish()
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(bytes.starts(with: Array("%PDF-".utf8)))
        #expect(text.contains("/Count 2"), "two pages in the page tree")
        #expect(text.contains("/Creator (Calyx)"))
    }

    @Test("pixels that do not fill the stated size are refused")
    func wrongImageSize() throws {
        let document = try PDFDocument(pageSize: .a4)
        #expect(throws: PrintingError.self) {
            try document.drawImage(rgba: [0, 0, 0], pixelWidth: 1, pixelHeight: 1, in: PrintRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(throws: PrintingError.self) {
            try document.drawImage(rgba: [], pixelWidth: 0, pixelHeight: 0, in: PrintRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    @Test("a picture fitted into a box keeps its proportions and sits in the middle")
    func fitting() {
        let box = PrintRect(x: 10, y: 20, width: 400, height: 200)
        #expect(box.fitting(width: 1000, height: 1000) == PrintRect(x: 110, y: 20, width: 200, height: 200))
        #expect(box.fitting(width: 800, height: 200) == PrintRect(x: 10, y: 70, width: 400, height: 100))
        #expect(box.inset(by: 12) == PrintRect(x: 22, y: 32, width: 376, height: 176))
    }

    @Test("fonts are described as pango reads them")
    func fontDescriptions() {
        #expect(PrintFont(families: ["SF Pro Text", "DejaVu Sans"], size: 14, weight: .semibold, italic: true).pangoDescription
            == "SF Pro Text,DejaVu Sans Semi-Bold Italic 14.0")
        #expect(PrintFont(families: ["Odd, Name"], size: 9.25).pangoDescription == "Odd  Name 9.3")
    }
}
