import CPrinting

/// A PDF made with cairo and pango, page after page, collected in memory. Coordinates are points
/// from the top left of the page. Synchronous CPU work: build documents off the cooperative pool
/// (`ImageProcessor.perform`, a `NIOThreadPool`), one thread per document.
public final class PDFDocument {
    public let pageSize: PageSize
    private let pdf: OpaquePointer

    public init(pageSize: PageSize) throws(PrintingError) {
        guard let pdf = gh_pdf_create(pageSize.width, pageSize.height) else { throw PrintingError(message: "cairo could not start a PDF") }
        self.pageSize = pageSize
        self.pdf = pdf
    }

    deinit { gh_pdf_destroy(pdf) }

    /// What PDF readers show as the document's title and author.
    public func setMetadata(title: String, author: String, creator: String) {
        gh_pdf_set_metadata(pdf, title, author, creator)
    }

    public func nextPage() {
        gh_pdf_next_page(pdf)
    }

    public func fill(_ rect: PrintRect, color: PrintColor, cornerRadius: Double = 0) {
        gh_pdf_fill_rect(pdf, rect.x, rect.y, rect.width, rect.height, cornerRadius, color.red, color.green, color.blue)
    }

    /// Draws `rgba` (8-bit, straight alpha, `pixelWidth * pixelHeight * 4` bytes) stretched to `rect`.
    public func drawImage(rgba: [UInt8], pixelWidth: Int, pixelHeight: Int, in rect: PrintRect) throws(PrintingError) {
        guard pixelWidth > 0, pixelHeight > 0, rgba.count == pixelWidth * pixelHeight * 4 else {
            throw PrintingError(message: "image of \(rgba.count) bytes is not \(pixelWidth)×\(pixelHeight) RGBA")
        }
        let status = rgba.withUnsafeBufferPointer { buffer in
            gh_pdf_draw_rgba(pdf, buffer.baseAddress, Int32(pixelWidth), Int32(pixelHeight), rect.x, rect.y, rect.width, rect.height)
        }
        guard status == 0 else { throw PrintingError(message: "drawing an image: \(String(cString: gh_pdf_status(pdf)))") }
    }

    /// The height `text` takes when wrapped to `width`, without drawing it.
    public func height(of text: String, font: PrintFont, width: Double, lineSpacing: Double = 0) -> Double {
        gh_pdf_text(pdf, text, font.pangoDescription, 0, 0, width, 0, lineSpacing, 0, 0, 0, 0)
    }

    /// Draws `text` wrapped to `width` with its top at `y`; returns the height it took.
    @discardableResult
    public func draw(
        _ text: String, font: PrintFont, color: PrintColor, x: Double, y: Double, width: Double,
        alignment: TextAlignment = .left, lineSpacing: Double = 0
    ) -> Double {
        gh_pdf_text(pdf, text, font.pangoDescription, x, y, width, alignment.rawValue, lineSpacing, color.red, color.green, color.blue, 1)
    }

    /// Ends the last page and returns the whole file. The document cannot be drawn on afterwards.
    public func finish() throws(PrintingError) -> [UInt8] {
        var bytes: UnsafePointer<UInt8>?
        var length = 0
        guard gh_pdf_finish(pdf, &bytes, &length) == 0, let bytes else {
            throw PrintingError(message: "finishing the PDF: \(String(cString: gh_pdf_status(pdf)))")
        }
        return Array(UnsafeBufferPointer(start: bytes, count: length))
    }

    public enum TextAlignment: Int32, Sendable {
        case left = 0
        case center = 1
        case right = 2
    }
}
