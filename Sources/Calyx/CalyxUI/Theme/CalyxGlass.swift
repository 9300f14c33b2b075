import SwiftUI

extension View {
    /// The frosted surface of §7.8's glass elements: Liquid Glass on iOS 26, and before it the blur
    /// material the spec names (`systemMaterial`, `systemThinMaterial`, `systemUltraThinMaterial`)
    /// with the spec's drop shadow.
    ///
    /// The shadow is cast by the material-filled shape behind the content, not by the content: a
    /// shadow on the content would fall from every glyph, and grouping the content first to avoid
    /// that (`compositingGroup`) would cut the material off from the backdrop it blurs. Liquid Glass
    /// brings its own depth, so it gets no second shadow.
    ///
    /// - Parameters:
    ///   - shape: the glass's outline.
    ///   - fallback: the material to use before iOS 26.
    ///   - shadow: the spec's shadow, drawn with the material.
    ///   - interactive: glass that reacts to touch (iOS 26); for controls, not for containers.
    public func calyxGlass(in shape: some Shape, fallback: Material, shadow: CalyxShadow? = nil, interactive: Bool = false) -> some View {
        modifier(CalyxGlassModifier(shape: shape, fallback: fallback, shadow: shadow, interactive: interactive))
    }
}

private struct CalyxGlassModifier<GlassShape: Shape>: ViewModifier {
    let shape: GlassShape
    let fallback: Material
    let shadow: CalyxShadow?
    let interactive: Bool

    @ViewBuilder
    func body(content: Content) -> some View {
        if #available(iOS 26.0, *) {
            content.glassEffect(interactive ? .regular.interactive() : .regular, in: shape)
        } else {
            content.background {
                if let shadow {
                    shape.fill(fallback).calyxShadow(shadow)
                } else {
                    shape.fill(fallback)
                }
            }
        }
    }
}
