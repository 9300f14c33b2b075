import Media
import Printing

/// Lays out a collection as a printable herbarium: a cover (name, owner, count, cover picture), then
/// one A4 sheet per flower with its picture, names, family and the owner's notes. Synchronous and
/// CPU-bound (decoding pictures, drawing): run it on the image processor's threads.
struct HerbariumPDF {
    struct Sheet: Sendable {
        let commonName: String
        let scientificName: String
        let family: String
        /// Empty unless the owner is the one exporting.
        let notes: String
        /// The stored picture (a JPEG variant), nil when the flower has none.
        let picture: [UInt8]?
    }

    struct Cover: Sendable {
        let name: String
        let description: String
        let ownerName: String
        let ownerUsername: String?
        let countLabel: String
        let picture: [UInt8]?
    }

    /// Pictures are decoded to fit this many pixels a side: about 150 dpi across the image area.
    static let pictureBox = 1000

    // calyx.md §7: the palette and type scale, in points.
    static let botanicalGreen = PrintColor(hex: 0x2D5016)
    static let sage = PrintColor(hex: 0x8FA888)
    static let cream = PrintColor(hex: 0xF5F1E8)
    static let earthBrown = PrintColor(hex: 0x6B4423)
    static let darkGray = PrintColor(hex: 0x4A4A4A)
    static let mediumGray = PrintColor(hex: 0xC4C4C4)
    static let black = PrintColor(hex: 0x1A1A1A)
    /// SF Pro where it is installed (a Mac), else DejaVu (Debian's fonts-dejavu), else any sans.
    static let families = ["SF Pro Text", "DejaVu Sans", "sans-serif"]
    static func font(_ size: Double, _ weight: PrintFont.Weight = .regular, italic: Bool = false) -> PrintFont {
        PrintFont(families: families, size: size, weight: weight, italic: italic)
    }

    let page = PageSize.a4
    let margin = 48.0
    let document: PDFDocument

    init(title: String, author: String) throws {
        document = try PDFDocument(pageSize: page)
        document.setMetadata(title: title, author: author, creator: "Calyx")
    }

    var contentWidth: Double { page.width - 2 * margin }

    /// The whole document: the cover, then a sheet per flower, numbered.
    static func render(cover: Cover, sheets: [Sheet]) throws -> [UInt8] {
        let pdf = try HerbariumPDF(title: cover.name, author: cover.ownerName)
        try pdf.drawCover(cover)
        for (index, sheet) in sheets.enumerated() {
            pdf.document.nextPage()
            try pdf.drawSheet(sheet, number: index + 1, of: sheets.count, collection: cover.name)
        }
        return try pdf.document.finish()
    }

    func drawCover(_ cover: Cover) throws {
        document.fill(PrintRect(x: 0, y: 0, width: page.width, height: 10), color: Self.botanicalGreen)
        var y = margin + 24
        y += document.draw("CALYX · HERBARIUM", font: Self.font(10, .semibold), color: Self.sage, x: margin, y: y, width: contentWidth) + 12
        y += document.draw(cover.name, font: Self.font(30, .bold), color: Self.black, x: margin, y: y, width: contentWidth) + 8
        let byline = "by " + cover.ownerName + (cover.ownerUsername.map { "  @" + $0 } ?? "")
        y += document.draw(byline, font: Self.font(14), color: Self.earthBrown, x: margin, y: y, width: contentWidth) + 4
        y += document.draw(cover.countLabel, font: Self.font(14, .semibold), color: Self.darkGray, x: margin, y: y, width: contentWidth) + 16
        if !cover.description.isEmpty {
            y += document.draw(cover.description, font: Self.font(12), color: Self.darkGray, x: margin, y: y, width: contentWidth, lineSpacing: 1.3) + 24
        }
        let bottom = page.height - margin - 24
        if let picture = cover.picture, bottom - y > 120 {
            try drawPicture(picture, in: PrintRect(x: margin, y: y, width: contentWidth, height: bottom - y))
        }
        drawFooter("Printed from Calyx")
    }

    func drawSheet(_ sheet: Sheet, number: Int, of total: Int, collection: String) throws {
        document.fill(PrintRect(x: 0, y: 0, width: page.width, height: 6), color: Self.botanicalGreen)
        let bottom = page.height - margin - 24
        // The label (names, family, notes) keeps all its text; the picture takes the height left over.
        var notesFont = Self.font(11)
        var label = labelHeight(sheet, notesFont: notesFont)
        while bottom - margin - label < Self.minimumPictureHeight, notesFont.size > 7 {
            notesFont.size -= 0.5
            label = labelHeight(sheet, notesFont: notesFont)
        }
        let pictureHeight = min(Self.maximumPictureHeight, max(0, bottom - margin - label - Self.gap))
        let pictureRect = PrintRect(x: margin, y: margin, width: contentWidth, height: pictureHeight)
        document.fill(pictureRect, color: Self.cream, cornerRadius: 12)
        if let picture = sheet.picture {
            try drawPicture(picture, in: pictureRect.inset(by: 12))
        } else {
            document.draw("No picture yet", font: Self.font(12), color: Self.sage, x: margin, y: margin + pictureHeight / 2 - 8, width: contentWidth, alignment: .center)
        }
        var y = margin + pictureHeight + Self.gap
        y += document.draw(sheet.commonName, font: Self.font(22, .semibold), color: Self.black, x: margin, y: y, width: contentWidth) + 2
        y += document.draw(sheet.scientificName, font: Self.font(14, italic: true), color: Self.earthBrown, x: margin, y: y, width: contentWidth) + 2
        y += document.draw("Family: " + sheet.family, font: Self.font(12), color: Self.darkGray, x: margin, y: y, width: contentWidth)
        if !sheet.notes.isEmpty {
            y += Self.gap / 2
            document.fill(PrintRect(x: margin, y: y, width: contentWidth, height: 0.75), color: Self.mediumGray)
            y += Self.gap / 2
            document.draw(sheet.notes, font: notesFont, color: Self.darkGray, x: margin, y: y, width: contentWidth, lineSpacing: Self.notesLineSpacing)
        }
        drawFooter("\(collection) · \(number) of \(total)")
    }

    static let gap = 16.0
    static let minimumPictureHeight = 200.0
    static let maximumPictureHeight = 430.0
    static let notesLineSpacing = 1.25

    /// Names, family and notes as `drawSheet` sets them.
    private func labelHeight(_ sheet: Sheet, notesFont: PrintFont) -> Double {
        var height = document.height(of: sheet.commonName, font: Self.font(22, .semibold), width: contentWidth) + 2
        height += document.height(of: sheet.scientificName, font: Self.font(14, italic: true), width: contentWidth) + 2
        height += document.height(of: "Family: " + sheet.family, font: Self.font(12), width: contentWidth)
        if !sheet.notes.isEmpty {
            height += Self.gap + document.height(of: sheet.notes, font: notesFont, width: contentWidth, lineSpacing: Self.notesLineSpacing)
        }
        return height
    }

    /// The whole picture, as large as fits, centred in `rect`.
    private func drawPicture(_ bytes: [UInt8], in rect: PrintRect) throws {
        let image = try RGBAImage(decoding: bytes, fitting: Self.pictureBox)
        try document.drawImage(rgba: image.pixels, pixelWidth: image.width, pixelHeight: image.height, in: rect.fitting(width: Double(image.width), height: Double(image.height)))
    }

    private func drawFooter(_ text: String) {
        document.draw(text, font: Self.font(9), color: Self.sage, x: margin, y: page.height - margin + 8, width: contentWidth, alignment: .right)
    }
}
