// SwiftUI: Shapes and paths.
// Interface stub for `make check-ui` (Stubs/README.md): each declaration mirrors the iOS 26 SDK's SwiftUI and
// SwiftUICore module interfaces (names, labels, types, constraints, isolation, availability), trimmed to what
// the apps' views can reach; bodies are `fatalError()` and nothing runs.
// https://developer.apple.com/documentation/swiftui/shapes
import Accessibility
import Combine
import CoreGraphics
import CoreTransferable
import Foundation
import FoundationStub
import Observation
import Symbols
import UIKit
import UniformTypeIdentifiers
import os
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func offset(_ offset: CGSize) -> some View { return EmptyView() }
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyTransition {
  public static func offset(_ offset: CGSize) -> AnyTransition { fatalError() }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == OffsetTransition {
  @MainActor @preconcurrency public static func offset(_ offset: CGSize) -> Self { fatalError() }
  @MainActor @preconcurrency public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ContentShapeKinds : OptionSet, Sendable {
  public var rawValue: Int
  public init(rawValue: Int) { fatalError() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static let accessibility: ContentShapeKinds = { fatalError() }()
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
  public typealias ArrayLiteralElement = ContentShapeKinds
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
  public typealias Element = ContentShapeKinds
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
  public typealias RawValue = Int
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func mask<Mask>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View where Mask : View { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @available(iOS, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
  @available(macOS, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
  @available(tvOS, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
  @available(watchOS, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
  @available(visionOS, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
  nonisolated public func mask<Mask>(_ mask: Mask) -> some View where Mask : View { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct FillStyle : Equatable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError() }
  public static func == (a: FillStyle, b: FillStyle) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct StrokeStyle : Equatable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat
  public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) { fatalError() }
  public static func == (a: StrokeStyle, b: StrokeStyle) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension StrokeStyle : Animatable {
  public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>
  public var animatableData: StrokeStyle.AnimatableData { get { fatalError() } set { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape : Sendable, Animatable, View, _RemoveGlobalActorIsolation {
  nonisolated func path(in rect: CGRect) -> Path
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated static var role: ShapeRole { get }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Shape {
  nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum ShapeRole : Sendable {
  case fill
  case stroke
  case separator
  public static func == (a: ShapeRole, b: ShapeRole) -> Bool { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Shape {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var role: ShapeRole { get { fatalError() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape {
  public var layoutDirectionBehavior: LayoutDirectionBehavior { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
  nonisolated public func stroke(style: StrokeStyle) -> some Shape { return _stubNever() as Rectangle }
  nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape { return _stubNever() as Rectangle }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Path : Equatable, LosslessStringConvertible, @unchecked Sendable {
  public init() { fatalError() }
  public init(_ rect: CGRect) { fatalError() }
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { fatalError() }
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) { fatalError() }
  public init(ellipseIn rect: CGRect) { fatalError() }
  public init(_ callback: (inout Path) -> ()) { fatalError() }
  public init?(_ string: String) { fatalError() }
  public var description: String { get { fatalError() } }
  public var isEmpty: Bool { get { fatalError() } }
  public var boundingRect: CGRect { get { fatalError() } }
  public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool { fatalError() }
  @frozen public enum Element : Equatable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
    public static func == (a: Path.Element, b: Path.Element) -> Bool { fatalError() }
  }
  public static func == (a: Path, b: Path) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Path : Shape {
  nonisolated public func path(in _: CGRect) -> Path { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias AnimatableData = EmptyAnimatableData
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = _ShapeView<Path, ForegroundStyle>
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Path {
  public mutating func move(to end: CGPoint) { fatalError() }
  public mutating func addLine(to end: CGPoint) { fatalError() }
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { fatalError() }
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { fatalError() }
  public mutating func closeSubpath() { fatalError() }
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) { fatalError() }
  public mutating func addLines(_ lines: [CGPoint]) { fatalError() }
  public func applying(_ transform: CGAffineTransform) -> Path { fatalError() }
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape where Self == Rectangle {
  public static var rect: Rectangle { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Rectangle : Shape {
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { get { fatalError() } }
  public init() { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias AnimatableData = EmptyAnimatableData
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = _ShapeView<Rectangle, ForegroundStyle>
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape where Self == RoundedRectangle {
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self { fatalError() }
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct RoundedRectangle : Shape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { fatalError() }
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { get { fatalError() } }
  public var animatableData: CGSize.AnimatableData { get { fatalError() } set { fatalError() } }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias AnimatableData = CGSize.AnimatableData
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = _ShapeView<RoundedRectangle, ForegroundStyle>
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Shape where Self == UnevenRoundedRectangle {
  public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> Self { fatalError() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct UnevenRoundedRectangle : Shape {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle
  public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) { fatalError() }
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  public var animatableData: RectangleCornerRadii.AnimatableData { get { fatalError() } set { fatalError() } }
  @available(iOS 16.0, tvOS 16.0, watchOS 9.0, macOS 13.0, *)
  public typealias AnimatableData = RectangleCornerRadii.AnimatableData
  @available(iOS 16.0, tvOS 16.0, watchOS 9.0, macOS 13.0, *)
  public typealias Body = _ShapeView<UnevenRoundedRectangle, ForegroundStyle>
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape where Self == Capsule {
  public static var capsule: Capsule { get { fatalError() } }
  public static func capsule(style: RoundedCornerStyle) -> Self { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Capsule : Shape {
  public var style: RoundedCornerStyle
  public init(style: RoundedCornerStyle = .continuous) { fatalError() }
  nonisolated public func path(in r: CGRect) -> Path { fatalError() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { get { fatalError() } }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias AnimatableData = EmptyAnimatableData
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = _ShapeView<Capsule, ForegroundStyle>
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape where Self == Ellipse {
  public static var ellipse: Ellipse { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Ellipse : Shape {
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  public init() { fatalError() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { get { fatalError() } }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias AnimatableData = EmptyAnimatableData
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = _ShapeView<Ellipse, ForegroundStyle>
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape where Self == Circle {
  public static var circle: Circle { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Circle : Shape {
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  public init() { fatalError() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { get { fatalError() } }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias AnimatableData = EmptyAnimatableData
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = _ShapeView<Circle, ForegroundStyle>
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Circle {
  nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol InsettableShape : Shape {
  associatedtype InsetShape : InsettableShape
  nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension InsettableShape {
  @_disfavoredOverload public func strokeBorder<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View where S : ShapeStyle { return EmptyView() }
  @_disfavoredOverload public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View { return EmptyView() }
  @_disfavoredOverload public func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View where S : ShapeStyle { return EmptyView() }
  @_disfavoredOverload public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Rectangle : InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { return _stubNever() as Rectangle }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension RoundedRectangle : InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { return _stubNever() as Rectangle }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension UnevenRoundedRectangle : InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { return _stubNever() as Rectangle }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Capsule : InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { return _stubNever() as Rectangle }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Ellipse : InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { return _stubNever() as Rectangle }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Circle : InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> some InsettableShape { return _stubNever() as Rectangle }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S : Shape { return EmptyView() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func contentShape<S>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View where S : Shape { return EmptyView() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Rectangle : RoundedRectangularShape {
  public func corners(in size: CGSize?) -> Rectangle.Corners? { fatalError() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension RoundedRectangle : RoundedRectangularShape {
  public func corners(in size: CGSize?) -> RoundedRectangle.Corners? { fatalError() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension UnevenRoundedRectangle : RoundedRectangularShape {
  public func corners(in size: CGSize?) -> UnevenRoundedRectangle.Corners? { fatalError() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Circle : RoundedRectangularShape {
  public func corners(in size: CGSize?) -> Circle.Corners? { fatalError() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Capsule : RoundedRectangularShape {
  public func corners(in size: CGSize?) -> Capsule.Corners? { fatalError() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public protocol RoundedRectangularShape : InsettableShape {
  typealias Corners = RoundedRectangularShapeCorners
  func corners(in size: CGSize?) -> Self.Corners?
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct RoundedRectangularShapeCorners : Sendable, Hashable, Animatable {
  public var topLeading: Edge.Corner.Style
  public var bottomLeading: Edge.Corner.Style
  public var topTrailing: Edge.Corner.Style
  public var bottomTrailing: Edge.Corner.Style
  public init(topLeading: Edge.Corner.Style = 0, topTrailing: Edge.Corner.Style = 0, bottomLeading: Edge.Corner.Style = 0, bottomTrailing: Edge.Corner.Style = 0) { fatalError() }
  public init(all: Edge.Corner.Style) { fatalError() }
  public static func fixed(_ radius: CGFloat) -> RoundedRectangularShapeCorners { fatalError() }
  public subscript(corner: Edge.Corner) -> Edge.Corner.Style { get { fatalError() } }
  public var animatableData: RoundedRectangularShapeCorners.AnimatableData { get { fatalError() } set { fatalError() } }
  public struct AnimatableData : Equatable, VectorArithmetic, Sendable {
    public mutating func scale(by rhs: Double) { fatalError() }
    public var magnitudeSquared: Double { get { fatalError() } }
    public static var zero: RoundedRectangularShapeCorners.AnimatableData { get { fatalError() } }
    public static func + (lhs: RoundedRectangularShapeCorners.AnimatableData, rhs: RoundedRectangularShapeCorners.AnimatableData) -> RoundedRectangularShapeCorners.AnimatableData { fatalError() }
    public static func - (lhs: RoundedRectangularShapeCorners.AnimatableData, rhs: RoundedRectangularShapeCorners.AnimatableData) -> RoundedRectangularShapeCorners.AnimatableData { fatalError() }
    public static func == (a: RoundedRectangularShapeCorners.AnimatableData, b: RoundedRectangularShapeCorners.AnimatableData) -> Bool { fatalError() }
  }
  public static func == (a: RoundedRectangularShapeCorners, b: RoundedRectangularShapeCorners) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
  public var hashValue: Int { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
  nonisolated public func size(_ size: CGSize) -> some Shape { return _stubNever() as Rectangle }
  nonisolated public func size(width: CGFloat, height: CGFloat) -> some Shape { return _stubNever() as Rectangle }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Shape {
  nonisolated public func size(_ size: CGSize, anchor: UnitPoint) -> some Shape { return _stubNever() as Rectangle }
  nonisolated public func size(width: CGFloat, height: CGFloat, anchor: UnitPoint) -> some Shape { return _stubNever() as Rectangle }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct OffsetShape<Content> : Shape where Content : Shape {
  public var shape: Content
  public var offset: CGSize
  public init(shape: Content, offset: CGSize) { fatalError() }
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public static var role: ShapeRole { get { fatalError() } }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { get { fatalError() } }
  public typealias AnimatableData = AnimatablePair<Content.AnimatableData, CGSize.AnimatableData>
  public var animatableData: OffsetShape<Content>.AnimatableData { get { fatalError() } set { fatalError() } }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = _ShapeView<OffsetShape<Content>, ForegroundStyle>
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension OffsetShape : InsettableShape where Content : InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias InsetShape = OffsetShape<Content.InsetShape>
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ScaledShape<Content> : Shape where Content : Shape {
  public var shape: Content
  public var scale: CGSize
  public var anchor: UnitPoint
  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) { fatalError() }
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public static var role: ShapeRole { get { fatalError() } }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { get { fatalError() } }
  public typealias AnimatableData = AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>>
  public var animatableData: ScaledShape<Content>.AnimatableData { get { fatalError() } set { fatalError() } }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = _ShapeView<ScaledShape<Content>, ForegroundStyle>
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct RotatedShape<Content> : Shape where Content : Shape {
  public var shape: Content
  public var angle: Angle
  public var anchor: UnitPoint
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public static var role: ShapeRole { get { fatalError() } }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { get { fatalError() } }
  public typealias AnimatableData = AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>>
  public var animatableData: RotatedShape<Content>.AnimatableData { get { fatalError() } set { fatalError() } }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = _ShapeView<RotatedShape<Content>, ForegroundStyle>
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension RotatedShape : InsettableShape where Content : InsettableShape {
  nonisolated public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias InsetShape = RotatedShape<Content.InsetShape>
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TransformedShape<Content> : Shape where Content : Shape {
  public var shape: Content
  public var transform: CGAffineTransform
  public init(shape: Content, transform: CGAffineTransform) { fatalError() }
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public static var role: ShapeRole { get { fatalError() } }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { get { fatalError() } }
  public typealias AnimatableData = Content.AnimatableData
  public var animatableData: TransformedShape<Content>.AnimatableData { get { fatalError() } set { fatalError() } }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = _ShapeView<TransformedShape<Content>, ForegroundStyle>
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
  public func offset(_ offset: CGSize) -> OffsetShape<Self> { fatalError() }
  public func offset(_ offset: CGPoint) -> OffsetShape<Self> { fatalError() }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { fatalError() }
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> { fatalError() }
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> { fatalError() }
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> { fatalError() }
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S : Shape { return EmptyView() }
  nonisolated public func clipped(antialiased: Bool = false) -> some View { return EmptyView() }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
  nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
  @_disfavoredOverload nonisolated public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View where S : ShapeStyle { return EmptyView() }
  @_disfavoredOverload nonisolated public func fill(style: FillStyle = FillStyle()) -> some View { return EmptyView() }
  @_disfavoredOverload nonisolated public func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S : ShapeStyle { return EmptyView() }
  @_disfavoredOverload nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S : ShapeStyle { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
  public var body: _ShapeView<Self, ForegroundStyle> { get { return _stubNever() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Shape {
  nonisolated public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> where S : ShapeStyle { fatalError() }
  nonisolated public func stroke<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> where S : ShapeStyle { fatalError() }
  nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> where S : ShapeStyle { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension InsettableShape {
  nonisolated public func strokeBorder<S>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> where S : ShapeStyle { fatalError() }
  nonisolated public func strokeBorder<S>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> where S : ShapeStyle { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct FillShapeView<Content, Style, Background> : ShapeView where Content : Shape, Style : ShapeStyle, Background : View {
  public var shape: Content { get { fatalError() } set { fatalError() } }
  public var style: Style { get { fatalError() } set { fatalError() } }
  public var background: Background { get { fatalError() } set { fatalError() } }
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension FillShapeView : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct StrokeShapeView<Content, Style, Background> : ShapeView where Content : Shape, Style : ShapeStyle, Background : View {
  public var shape: Content { get { fatalError() } set { fatalError() } }
  public var style: Style { get { fatalError() } set { fatalError() } }
  public var background: Background { get { fatalError() } set { fatalError() } }
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension StrokeShapeView : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct StrokeBorderShapeView<Content, Style, Background> : ShapeView where Content : InsettableShape, Style : ShapeStyle, Background : View {
  public var shape: Content
  public var style: Style { get { fatalError() } set { fatalError() } }
  public var background: Background { get { fatalError() } set { fatalError() } }
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension StrokeBorderShapeView : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyTransition {
  public static var scale: AnyTransition { get { fatalError() } }
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == ScaleTransition {
  @MainActor @preconcurrency public static var scale: ScaleTransition { get { fatalError() } }
  @MainActor @preconcurrency public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum RoundedCornerStyle : Sendable {
  case circular
  case continuous
  public static func == (a: RoundedCornerStyle, b: RoundedCornerStyle) -> Bool { fatalError() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct RectangleCornerRadii : Equatable, Animatable {
  public var topLeading: CGFloat { get { fatalError() } set { fatalError() } }
  public var bottomLeading: CGFloat { get { fatalError() } set { fatalError() } }
  public var bottomTrailing: CGFloat { get { fatalError() } set { fatalError() } }
  public var topTrailing: CGFloat { get { fatalError() } set { fatalError() } }
  public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) { fatalError() }
  public typealias AnimatableData = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
  public var animatableData: RectangleCornerRadii.AnimatableData { get { fatalError() } set { fatalError() } }
  public static func == (a: RectangleCornerRadii, b: RectangleCornerRadii) -> Bool { fatalError() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension RectangleCornerRadii {
  public subscript(corner: Edge.Corner) -> CGFloat { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension FillStyle : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension RoundedCornerStyle : Equatable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension RoundedCornerStyle : Hashable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension StrokeStyle : Sendable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeRole : Equatable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeRole : Hashable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Path.Element : Sendable {
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension RectangleCornerRadii : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self == FillShapeStyle {
  public static var fill: FillShapeStyle { get { fatalError() } }
}
