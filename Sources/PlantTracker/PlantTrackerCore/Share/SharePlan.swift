import AppCopy
import Foundation

/// A size in pixels.
public struct PixelSize: Sendable, Equatable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Width over height; a degenerate size counts as square.
    public var aspectRatio: Double { width > 0 && height > 0 ? Double(width) / Double(height) : 1 }
}

/// A rectangle on the shared image's canvas, in pixels from its top left.
public struct ShareRect: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    public func contains(_ other: ShareRect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }
}

/// What a share sends: one image drawn from this plan (photos, their dates, a footer) and a caption that
/// goes with it. The geometry is all here, so the view that renders it only draws what it says.
public struct SharePlan: Sendable, Equatable {
    public enum Arrangement: Sendable, Equatable {
        case single
        case sideBySide
        /// Landscape photos: one above the other, each the canvas's full content width.
        case stacked
    }

    /// A line of text: where it goes, at what size (in pixels), and whether it is a photo's label (drawn
    /// on a dark pill over the photo) or the footer's (on the canvas).
    public struct TextLine: Sendable, Equatable {
        public var text: String
        public var frame: ShareRect
        public var fontSize: Double
        public var isEmphasized: Bool
    }

    public struct Picture: Sendable, Equatable {
        /// The photo's file in the photo store.
        public var fileName: String
        /// Where it is drawn, at its own aspect ratio.
        public var frame: ShareRect
        /// Its date, inside its lower left corner (a pair only).
        public var label: TextLine?
    }

    public var canvas: PixelSize
    public var arrangement: Arrangement
    public var pictures: [Picture]
    public var footer: [TextLine]
    /// "Monstera · Apr 27, 2025": the share sheet's title and the message sent with the image.
    public var caption: String
    /// "Monstera 2025-04-27.jpg": the shared file's name.
    public var fileName: String

    // MARK: Geometry

    /// The shared image's width: sharp on any phone, a fraction of a full-size original.
    public static let outputWidth = 2_048
    static let margin = 64.0
    static let gap = 32.0
    static let labelInset = 24.0
    static let labelFontSize = 48.0
    static let footerFontSize = 64.0
    static let footerDetailFontSize = 48.0
    /// Text lines are this many times their font size tall.
    static let lineHeight = 1.4
    /// No photo is drawn taller than this many times the content width (a very tall photo is narrowed).
    static let maximumHeightRatio = 1.6

    static var contentWidth: Double { Double(outputWidth) - 2 * margin }

    /// One photo: the image, then a line with the plant's name and the photo's date.
    public static func photo(_ photo: Photo, size: PixelSize, plantName: String, calendar: JournalCalendar) -> SharePlan {
        let caption = "\(plantName) \u{00B7} \(calendar.dayText(photo.takenAt))"
        let frame = fitted(size.aspectRatio, width: contentWidth, maximumHeight: contentWidth * maximumHeightRatio, x: margin, y: margin)
        let footer = footerLines([(caption, footerFontSize, true)], top: frame.maxY + gap)
        return SharePlan(
            canvas: canvas(bottom: footer.last?.frame.maxY ?? frame.maxY), arrangement: .single,
            pictures: [Picture(fileName: photo.fileName, frame: frame, label: nil)], footer: footer, caption: caption,
            fileName: fileName(plantName, [photo.takenAt], calendar: calendar)
        )
    }

    /// A before/after pair: side by side at one height (stacked at one width when they are landscape on
    /// average), each labelled with its date; a footer says how far apart they were taken and of what.
    public static func pair(
        before: Photo, beforeSize: PixelSize, after: Photo, afterSize: PixelSize, plantName: String, calendar: JournalCalendar
    ) -> SharePlan {
        let ratios = [beforeSize.aspectRatio, afterSize.aspectRatio]
        let arrangement: Arrangement = ratios[0] + ratios[1] > 2 ? .stacked : .sideBySide
        var frames: [ShareRect] = []
        switch arrangement {
        case .stacked:
            var top = margin
            for ratio in ratios {
                let frame = fitted(ratio, width: contentWidth, maximumHeight: contentWidth * maximumHeightRatio, x: margin, y: top)
                frames.append(frame)
                top = frame.maxY + gap
            }
        case .sideBySide, .single:
            // One height for both, filling the width: each keeps its own ratio.
            let available = contentWidth - gap
            let height = min(available / (ratios[0] + ratios[1]), contentWidth * maximumHeightRatio)
            let used = height * (ratios[0] + ratios[1]) + gap
            var left = margin + (contentWidth - used) / 2
            for ratio in ratios {
                frames.append(ShareRect(x: left, y: margin, width: height * ratio, height: height))
                left += height * ratio + gap
            }
        }
        let photos = [before, after]
        let pictures = zip(photos, frames).map { photo, frame in
            Picture(fileName: photo.fileName, frame: frame, label: label(calendar.dayText(photo.takenAt), in: frame))
        }
        let interval = calendar.intervalText(from: before.takenAt, to: after.takenAt)
        let footer = footerLines([(interval, footerFontSize, true), (plantName, footerDetailFontSize, false)], top: (frames.map(\.maxY).max() ?? margin) + gap)
        return SharePlan(
            canvas: canvas(bottom: footer.last?.frame.maxY ?? margin), arrangement: arrangement, pictures: pictures, footer: footer,
            caption: "\(plantName) \u{00B7} \(interval)", fileName: fileName(plantName, [before.takenAt, after.takenAt].sorted(), calendar: calendar)
        )
    }

    /// A frame of `ratio` as wide as `width`, narrowed (and centred) to stay within `maximumHeight`.
    static func fitted(_ ratio: Double, width: Double, maximumHeight: Double, x: Double, y: Double) -> ShareRect {
        let height = min(width / ratio, maximumHeight)
        let fittedWidth = height * ratio
        return ShareRect(x: x + (width - fittedWidth) / 2, y: y, width: fittedWidth, height: height)
    }

    /// A date label in the photo's lower left corner, its text smaller on a small photo so it stays inside.
    static func label(_ text: String, in frame: ShareRect) -> TextLine {
        let fontSize = min(labelFontSize, (frame.height - 2 * labelInset) / lineHeight / 1.5, frame.width / 12).rounded(.down)
        let height = fontSize * lineHeight
        return TextLine(
            text: text,
            frame: ShareRect(x: frame.x + labelInset, y: frame.maxY - labelInset - height, width: frame.width - 2 * labelInset, height: height),
            fontSize: fontSize, isEmphasized: true
        )
    }

    static func footerLines(_ lines: [(String, Double, Bool)], top: Double) -> [TextLine] {
        var y = top
        return lines.map { text, fontSize, emphasized in
            defer { y += fontSize * lineHeight }
            return TextLine(text: text, frame: ShareRect(x: margin, y: y, width: contentWidth, height: fontSize * lineHeight), fontSize: fontSize, isEmphasized: emphasized)
        }
    }

    static func canvas(bottom: Double) -> PixelSize {
        PixelSize(width: outputWidth, height: Int((bottom + margin).rounded(.up)))
    }

    /// "Monstera 2025-04-27.jpg", "Monstera 2025-01-27 to 2025-04-27.jpg": days in the person's calendar,
    /// with no character a file name cannot hold.
    static func fileName(_ plantName: String, _ dates: [Date], calendar: JournalCalendar) -> String {
        let days = dates.map { date in
            let parts = calendar.calendar.dateComponents([.year, .month, .day], from: date)
            return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        }
        var name = String(plantName.map { "/\\:?*\"<>|".contains($0) || $0.isNewline ? "-" : $0 }).trimmingCharacters(in: .whitespaces)
        if name.isEmpty { name = calendar.book[.commonPlant] }
        guard days.count == 2 else { return "\(name) \(days.first ?? "").jpg" }
        return calendar.book.format(.shareFileNameRange, .text(name), .text(days[0]), .text(days[1])) + ".jpg"
    }
}
