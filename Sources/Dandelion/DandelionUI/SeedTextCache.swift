import DandelionCore
import SwiftUI

/// The seeds' texts, resolved once per release and reused every frame. A reference type held in `@State`
/// because it is filled from inside the Canvas renderer, where changing view state is not allowed.
@MainActor
final class SeedTextCache {
    /// Weak, so a new field (even at a recycled address) is never mistaken for the old one.
    private weak var field: PappusField?
    private var texts: [GraphicsContext.ResolvedText] = []

    /// One resolved text per seed, in seed order; each distinct string (a letter repeats a lot) is resolved once.
    func texts(for field: PappusField, in context: GraphicsContext, color: Color) -> [GraphicsContext.ResolvedText] {
        if self.field !== field || texts.count != field.count {
            var resolved: [String: GraphicsContext.ResolvedText] = [:]
            texts = field.glyphs.map { glyph in
                if let text = resolved[glyph.text] { return text }
                var text = context.resolve(Text(glyph.text).font(PageMetrics.font))
                text.shading = .color(color)
                resolved[glyph.text] = text
                return text
            }
            self.field = field
        }
        return texts
    }

    /// Drops the resolved words once they have drifted away: they are the last copies.
    func clear() {
        field = nil
        texts = []
    }
}
