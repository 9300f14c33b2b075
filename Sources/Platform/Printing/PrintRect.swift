/// A rectangle on the page, in points from its top left.
public struct PrintRect: Sendable, Equatable {
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

    /// The largest rectangle of `width` : `height` proportions inside this one, centred.
    public func fitting(width contentWidth: Double, height contentHeight: Double) -> PrintRect {
        guard contentWidth > 0, contentHeight > 0 else { return self }
        let scale = min(width / contentWidth, height / contentHeight)
        let fitted = (width: contentWidth * scale, height: contentHeight * scale)
        return PrintRect(x: x + (width - fitted.width) / 2, y: y + (height - fitted.height) / 2, width: fitted.width, height: fitted.height)
    }
}

extension PrintRect {
    /// This rectangle shrunk by `amount` on every side.
    public func inset(by amount: Double) -> PrintRect {
        PrintRect(x: x + amount, y: y + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }
}
