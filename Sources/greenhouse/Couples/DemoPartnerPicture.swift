import Foundation
import Media

/// The demo partner's photo of the day: a small scene drawn as SVG (hills at sunrise, a cup of tea by
/// the window, tulips in a jar), in one of a few palettes, chosen by the day so each day looks
/// different, rendered to JPEG through the media pipeline (libvips, off the cooperative pool).
enum DemoPartnerPicture {
    static func jpeg(day: String) async throws -> Data {
        let number = DemoPartnerAnswers.dayNumber(day)
        let svg = svg(scene: number % 3, palette: palettes[(number / 3) % palettes.count])
        let processed = try await ImageProcessor.shared.processIllustration(svg: Array(svg.utf8))
        guard let large = processed.variant(.large) else { throw CocoaError(.fileReadCorruptFile) }
        return Data(large.jpeg)
    }

    /// Sky top, sky bottom, near colour, far colour, accent.
    static let palettes: [[String]] = [
        ["#F6C9A8", "#FCEBD5", "#6E9B6B", "#A8C49A", "#E8875B"],
        ["#BFD8EE", "#EEF5FA", "#5E8C7A", "#9DBFAE", "#F2B84B"],
        ["#E9C6DA", "#F9ECF2", "#7A8F5C", "#B6C48E", "#D9656B"],
    ]

    static func svg(scene: Int, palette p: [String]) -> String {
        let body: String
        switch scene {
        case 0:
            body = """
                <circle cx="290" cy="120" r="34" fill="\(p[4])"/>
                <path d="M0 190 Q80 140 170 180 T400 170 V300 H0Z" fill="\(p[3])"/>
                <path d="M0 230 Q120 190 240 225 T400 215 V300 H0Z" fill="\(p[2])"/>
                """
        case 1:
            body = """
                <rect x="40" y="30" width="320" height="170" rx="6" fill="none" stroke="#FFFFFF" stroke-width="8"/>
                <line x1="200" y1="30" x2="200" y2="200" stroke="#FFFFFF" stroke-width="6"/>
                <rect x="0" y="200" width="400" height="100" fill="\(p[3])"/>
                <path d="M150 170 h70 v45 a35 35 0 0 1 -70 0Z" fill="#FFFFFF"/>
                <path d="M220 182 a14 14 0 0 1 0 28" fill="none" stroke="#FFFFFF" stroke-width="6"/>
                <path d="M172 160 q-8 -14 0 -26 M192 160 q-8 -14 0 -26" fill="none" stroke="\(p[2])" stroke-width="3" stroke-linecap="round"/>
                """
        default:
            body = """
                <rect x="0" y="210" width="400" height="90" fill="\(p[3])"/>
                <path d="M200 200 C195 150 180 120 170 95 M200 200 C205 150 220 125 235 100 M200 200 V90" fill="none" stroke="\(p[2])" stroke-width="4"/>
                <path d="M158 70 q12 -30 24 0 q0 28 -12 30 q-12 -2 -12 -30Z" fill="\(p[4])"/>
                <path d="M188 62 q12 -30 24 0 q0 28 -12 30 q-12 -2 -12 -30Z" fill="\(p[4])"/>
                <path d="M223 76 q12 -30 24 0 q0 28 -12 30 q-12 -2 -12 -30Z" fill="\(p[4])"/>
                <path d="M165 170 h70 l-8 70 h-54Z" fill="#FFFFFF" fill-opacity="0.7"/>
                """
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="2048" height="1536" viewBox="0 0 400 300">
            <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stop-color="\(p[0])"/><stop offset="1" stop-color="\(p[1])"/></linearGradient></defs>
            <rect width="400" height="300" fill="url(#sky)"/>
            \(body)
            </svg>
            """
    }
}
