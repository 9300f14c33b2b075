import Foundation

/// A demo person's profile picture, drawn as an SVG for the media pipeline to render: their initials
/// on their colour, with a small five-petal flower in a lighter tint behind. Deterministic, so the
/// same person always gets the same bytes (and the media store de-duplicates them).
struct DemoAvatar {
    let displayName: String
    let colour: String

    var initials: String {
        displayName.split(separator: " ").prefix(2).compactMap { $0.first.map(String.init) }.joined().uppercased()
    }

    var svg: String {
        let petals = (0..<5).map { index in
            "<ellipse cx='0' cy='-62' rx='34' ry='58' transform='rotate(\(index * 72))'/>"
        }.joined()
        // XML-escaped: initials are letters, but a name is data and must never break the document.
        let text = initials.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">\
            <rect width="512" height="512" fill="\(colour)"/>\
            <g transform="translate(392 120)" fill="#ffffff" fill-opacity="0.18">\(petals)<circle r="26" fill-opacity="0.35"/></g>\
            <text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" \
            font-size="200" font-weight="bold" fill="#ffffff">\(text)</text>\
            </svg>
            """
    }
}
