/// The picture of a sample product, drawn from its palette and motif (the sample catalog has no
/// photographs): a still life on the first colour, the object in the second. SVG for the media
/// pipeline's trusted illustration path.
struct ProductArt {
    let palette: [String]
    let motif: String

    /// Only `#rrggbb` colours reach the SVG; anything else falls back to Gifter's greys.
    private func colour(_ index: Int, _ fallback: String) -> String {
        guard index < palette.count else { return fallback }
        let value = palette[index]
        let hex = value.dropFirst()
        return value.hasPrefix("#") && hex.count == 6 && hex.allSatisfy(\.isHexDigit) ? value : fallback
    }

    var svg: String {
        let ground = colour(0, "#151515"), ink = colour(1, "#8a8a8a")
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
            <rect width="800" height="800" fill="\(ground)"/>
            <ellipse cx="400" cy="640" rx="230" ry="26" fill="#000000" fill-opacity="0.12"/>
            <g fill="\(ink)" stroke="\(ink)" stroke-linejoin="round" stroke-linecap="round">\(shapes)</g>
            </svg>
            """
    }

    /// The object, standing on the shadow at y = 640.
    private var shapes: String {
        switch motif {
        case "mug":
            return ##"<rect x="270" y="330" width="220" height="300" rx="28"/><circle cx="515" cy="460" r="62" fill="none" stroke-width="30"/>"##
        case "book":
            return ##"<rect x="250" y="250" width="300" height="380" rx="12"/><rect x="250" y="250" width="40" height="380" fill-opacity="0.6" stroke="none" fill="#000000"/><rect x="320" y="320" width="170" height="18" fill="#ffffff" fill-opacity="0.5" stroke="none"/>"##
        case "plant":
            return ##"<path d="M300 470 H500 L470 630 H330 Z"/><ellipse cx="400" cy="330" rx="42" ry="120"/><ellipse cx="320" cy="380" rx="34" ry="100" transform="rotate(-35 320 380)"/><ellipse cx="480" cy="380" rx="34" ry="100" transform="rotate(35 480 380)"/>"##
        case "candle":
            return ##"<rect x="320" y="360" width="160" height="270" rx="16"/><path d="M400 250 C430 290 430 330 400 340 C370 330 370 290 400 250 Z" fill="#f2c14e" stroke="none"/><rect x="396" y="330" width="8" height="32" stroke="none"/>"##
        case "bottle":
            return ##"<rect x="300" y="330" width="200" height="300" rx="36"/><rect x="360" y="200" width="80" height="150" rx="14"/><rect x="345" y="180" width="110" height="34" rx="8"/>"##
        case "box":
            return ##"<rect x="250" y="360" width="300" height="270" rx="10"/><rect x="250" y="320" width="300" height="60" rx="8"/><rect x="388" y="320" width="24" height="310" fill="#ffffff" fill-opacity="0.55" stroke="none"/><circle cx="360" cy="300" r="40" fill="none" stroke-width="22"/><circle cx="440" cy="300" r="40" fill="none" stroke-width="22"/>"##
        case "frame":
            return ##"<rect x="250" y="190" width="300" height="420" rx="6" fill="none" stroke-width="34"/><path d="M290 560 L370 440 L430 510 L470 460 L520 560 Z" stroke="none"/><circle cx="460" cy="300" r="30" stroke="none"/>"##
        case "game":
            return ##"<rect x="270" y="370" width="260" height="260" rx="40"/><g fill="#ffffff" stroke="none"><circle cx="335" cy="435" r="22"/><circle cx="400" cy="500" r="22"/><circle cx="465" cy="565" r="22"/><circle cx="465" cy="435" r="22"/><circle cx="335" cy="565" r="22"/></g>"##
        case "headphones":
            return ##"<path d="M270 500 V420 A130 130 0 0 1 530 420 V500" fill="none" stroke-width="30"/><rect x="240" y="470" width="80" height="150" rx="30"/><rect x="480" y="470" width="80" height="150" rx="30"/>"##
        case "jewellery":
            return ##"<circle cx="400" cy="500" r="110" fill="none" stroke-width="28"/><path d="M400 300 L450 360 L400 420 L350 360 Z"/>"##
        case "lamp":
            return ##"<path d="M300 220 H500 L560 400 H240 Z"/><rect x="388" y="400" width="24" height="190" stroke="none"/><rect x="310" y="590" width="180" height="40" rx="14"/>"##
        case "scarf":
            return ##"<path d="M250 300 C350 250 450 350 550 300 L550 380 C450 430 350 330 250 380 Z"/><path d="M420 370 L470 620 L410 620 L370 380 Z"/>"##
        case "tool":
            return ##"<rect x="385" y="330" width="30" height="300" rx="12" transform="rotate(20 400 480)"/><rect x="300" y="250" width="200" height="90" rx="14" transform="rotate(20 400 295)"/>"##
        case "bag":
            return ##"<path d="M250 380 H550 L520 630 H280 Z"/><path d="M330 390 V320 A70 70 0 0 1 470 320 V390" fill="none" stroke-width="22"/>"##
        case "blanket":
            return ##"<rect x="240" y="500" width="320" height="130" rx="20"/><rect x="260" y="390" width="280" height="120" rx="20" fill-opacity="0.8"/><rect x="280" y="290" width="240" height="110" rx="20" fill-opacity="0.6"/>"##
        default:
            return ##"<circle cx="400" cy="460" r="160"/>"##
        }
    }
}
