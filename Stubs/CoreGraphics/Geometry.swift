// CoreGraphics: geometry that Linux Foundation lacks (CGVector, CGAffineTransform and `applying(_:)` on
// CGPoint/CGSize/CGRect). CGFloat, CGPoint, CGSize and CGRect come from Linux Foundation, re-exported below.
// Mirrors https://developer.apple.com/documentation/corefoundation/cgaffinetransform,
// https://developer.apple.com/documentation/corefoundation/cgvector and the iOS 26 SDK's
// CoreGraphics.swiftmodule/arm64e-apple-ios.swiftinterface (the Swift overlay: init(translationX:y:),
// scaledBy(x:y:), `identity`, `applying(_:)`, Codable/Equatable/Hashable conformances).
//
// Re-export: Apple's CoreGraphics does `@_exported import CoreFoundation`, which is where CGFloat, CGPoint,
// CGSize, CGRect (and, in the iOS 26 SDK, CGAffineTransform and CGVector) are declared, so a file that only
// does `import CoreGraphics` can use them. On Linux those four live in Foundation, so the stub re-exports
// Foundation. Known looseness: a file importing only CoreGraphics also sees the rest of Foundation here.
@_exported import Foundation
@_exported import CoreFoundationStub

/// A C struct in Apple's headers; C structs import as implicitly `Sendable`.
public struct CGVector: Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { fatalError() }
    public init(dx: CGFloat, dy: CGFloat) { fatalError() }
}

extension CGVector {
    public static var zero: CGVector { fatalError() }
    public init(dx: Int, dy: Int) { fatalError() }
    public init(dx: Double, dy: Double) { fatalError() }
}

extension CGVector: Equatable {
    public static func == (lhs: CGVector, rhs: CGVector) -> Bool { fatalError() }
}

@available(iOS 18.0, *)
extension CGVector: Hashable {
    public func hash(into hasher: inout Hasher) { fatalError() }
}

extension CGVector: CustomDebugStringConvertible {
    public var debugDescription: String { fatalError() }
}

extension CGVector: Codable {
    public init(from decoder: any Decoder) throws { fatalError() }
    public func encode(to encoder: any Encoder) throws { fatalError() }
}

/// A C struct in Apple's headers; C structs import as implicitly `Sendable`.
public struct CGAffineTransform: Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat
    public init() { fatalError() }
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) { fatalError() }
}

extension CGAffineTransform {
    public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }
    public init(rotationAngle angle: CGFloat) { fatalError() }
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) { fatalError() }
    public var isIdentity: Bool { fatalError() }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { fatalError() }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError() }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError() }
    public func inverted() -> CGAffineTransform { fatalError() }
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { fatalError() }
    public static var identity: CGAffineTransform { fatalError() }
}

extension CGAffineTransform: Codable {
    public init(from decoder: any Decoder) throws { fatalError() }
    public func encode(to encoder: any Encoder) throws { fatalError() }
}

extension CGAffineTransform: Equatable {
    public static func == (lhs: CGAffineTransform, rhs: CGAffineTransform) -> Bool { fatalError() }
}

@available(iOS 18.0, *)
extension CGAffineTransform: Hashable {
    public func hash(into hasher: inout Hasher) { fatalError() }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint { fatalError() }
}

extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize { fatalError() }
}

extension CGRect {
    public func applying(_ t: CGAffineTransform) -> CGRect { fatalError() }
}
