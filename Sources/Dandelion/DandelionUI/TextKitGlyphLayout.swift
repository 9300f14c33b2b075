import CoreGraphics
import DandelionCore
import Foundation
import SwiftUI
import UIKit

/// Finds where UIKit drew each letter or word on the page (TextKit 1, the same font, width and insets as the
/// editor), so the release starts from the words themselves rather than from an approximation.
@MainActor
struct TextKitGlyphLayout {
    /// The editor's frame in the release overlay's coordinate space (points, y down).
    var pageFrame: CGRect
    var dynamicTypeSize: DynamicTypeSize

    func place(_ text: String, as granularity: SeedGranularity) -> [PlacedGlyph] {
        let (storage, manager, container) = layOut(text)
        let origin = textOrigin(manager: manager, container: container)
        let lineHeight = PageMetrics.uiFont(for: dynamicTypeSize).lineHeight
        var glyphs: [PlacedGlyph] = []

        switch granularity {
        case .letters:
            // One seed per grapheme cluster: an emoji or an accented letter stays whole.
            for index in text.indices where !text[index].isWhitespace {
                let characters = NSRange(index..<text.index(after: index), in: text)
                let glyphRange = manager.glyphRange(forCharacterRange: characters, actualCharacterRange: nil)
                let rect = manager.boundingRect(forGlyphRange: glyphRange, in: container)
                if let glyph = Self.glyph(String(text[index]), rect: rect, origin: origin, lineHeight: lineHeight) {
                    glyphs.append(glyph)
                }
            }
        case .words:
            // Words as Core cuts them (scripts without spaces by character). A word the layout broke across lines
            // drifts as its pieces, one per line fragment (as MonospaceLayout does).
            for word in SeedWords.words(in: text) {
                let characters = NSRange(word.startIndex..<word.endIndex, in: text)
                let wordGlyphs = manager.glyphRange(forCharacterRange: characters, actualCharacterRange: nil)
                manager.enumerateLineFragments(forGlyphRange: wordGlyphs) { _, _, fragmentContainer, lineGlyphs, _ in
                    let piece = NSIntersectionRange(wordGlyphs, lineGlyphs)
                    guard piece.length > 0 else { return }
                    let rect = manager.boundingRect(forGlyphRange: piece, in: fragmentContainer)
                    let pieceCharacters = manager.characterRange(forGlyphRange: piece, actualGlyphRange: nil)
                    guard let range = Range(pieceCharacters, in: text),
                        let glyph = Self.glyph(String(text[range]), rect: rect, origin: origin, lineHeight: lineHeight)
                    else { return }
                    glyphs.append(glyph)
                }
            }
        }
        withExtendedLifetime(storage) {}
        return glyphs
    }

    /// Whether the text is taller than the page, so the editor scrolls (and a swipe on it is a scroll).
    func overflows(_ text: String) -> Bool {
        let (storage, manager, container) = layOut(text)
        defer { withExtendedLifetime(storage) {} }
        return contentHeight(manager: manager, container: container) > pageFrame.height
    }

    /// The same TextKit 1 stack UITextView uses: storage → layout manager → a container as wide as the page.
    private func layOut(_ text: String) -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = PageMetrics.lineSpacing
        let storage = NSTextStorage(
            string: text,
            attributes: [.font: PageMetrics.uiFont(for: dynamicTypeSize), .paragraphStyle: paragraph]
        )
        let insets = PageMetrics.textContainerInset
        let width = max(1, pageFrame.width - insets.left - insets.right)
        let container = NSTextContainer(size: CGSize(width: width, height: .greatestFiniteMagnitude))
        container.lineFragmentPadding = PageMetrics.lineFragmentPadding
        let manager = NSLayoutManager()
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        manager.ensureLayout(for: container)
        return (storage, manager, container)
    }

    private func contentHeight(manager: NSLayoutManager, container: NSTextContainer) -> CGFloat {
        let insets = PageMetrics.textContainerInset
        return manager.usedRect(for: container).maxY + insets.top + insets.bottom
    }

    /// Where the container's origin sits in overlay space. Writing longer than the page is scrolled to its end
    /// while someone types, so its end is aligned with the page's end; seeds above the page fade at once.
    private func textOrigin(manager: NSLayoutManager, container: NSTextContainer) -> CGPoint {
        let insets = PageMetrics.textContainerInset
        let scrolled = max(0, contentHeight(manager: manager, container: container) - pageFrame.height)
        return CGPoint(x: pageFrame.minX + insets.left, y: pageFrame.minY + insets.top - scrolled)
    }

    /// A seed centred on the glyphs' box; the box loses the line spacing below it, which the drawn Text lacks.
    private static func glyph(_ text: String, rect: CGRect, origin: CGPoint, lineHeight: CGFloat) -> PlacedGlyph? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        let height = min(rect.height, lineHeight)
        let center = CGPoint(x: origin.x + rect.midX, y: origin.y + rect.minY + height / 2)
        return PlacedGlyph(
            text: text,
            center: SIMD2(Float(center.x), Float(center.y)),
            size: SIMD2(Float(rect.width), Float(height))
        )
    }
}
