// CoreGraphics: line drawing enums used by SwiftUI's StrokeStyle (CGLineCap, CGLineJoin).
// Mirrors https://developer.apple.com/documentation/coregraphics/cglinecap and
// https://developer.apple.com/documentation/coregraphics/cglinejoin (`CF_ENUM(int32_t, …)` in CGPath.h).

public enum CGLineCap: Int32, @unchecked Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

public enum CGLineJoin: Int32, @unchecked Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}
