// SwiftUI: Colours, materials, gradients and shape styles.
// Interface stub for `make check-ui` (Stubs/README.md): each declaration mirrors the iOS 26 SDK's SwiftUI and
// SwiftUICore module interfaces (names, labels, types, constraints, isolation, availability), trimmed to what
// the apps' views can reach; bodies are `fatalError()` and nothing runs.
// https://developer.apple.com/documentation/swiftui/color
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
extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient { fatalError() }
  public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient { fatalError() }
  public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct LinearGradient : ShapeStyle, View, Sendable {
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { fatalError() }
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { fatalError() }
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = _ShapeView<Rectangle, LinearGradient>
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Resolved = Never
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct RadialGradient : ShapeStyle, View, Sendable {
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { fatalError() }
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { fatalError() }
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = _ShapeView<Rectangle, RadialGradient>
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Resolved = Never
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color : ShapeStyle {
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat) -> some ShapeStyle { return _stubNever() as Color }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
  public static var accentColor: Color { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
  nonisolated public func accentColor(_ accentColor: Color?) -> some View { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == ImagePaint {
  public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ImagePaint : ShapeStyle {
  public var image: Image
  public var sourceRect: CGRect
  public var scale: CGFloat
  public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) { fatalError() }
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Resolved = Never
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Gradient : Equatable {
  public struct Stop : Equatable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) { fatalError() }
    public static func == (a: Gradient.Stop, b: Gradient.Stop) -> Bool { fatalError() }
  }
  public var stops: [Gradient.Stop]
  public init(stops: [Gradient.Stop]) { fatalError() }
  public init(colors: [Color]) { fatalError() }
  public static func == (a: Gradient, b: Gradient) -> Bool { fatalError() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Gradient : Hashable {
  public func hash(into hasher: inout Hasher) { fatalError() }
  public var hashValue: Int { get { fatalError() } }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Gradient.Stop : Hashable {
  public func hash(into hasher: inout Hasher) { fatalError() }
  public var hashValue: Int { get { fatalError() } }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Gradient : ShapeStyle {
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Resolved = Never
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Color {
  public struct Resolved : Hashable {
    public var linearRed: Float
    public var linearGreen: Float
    public var linearBlue: Float
    public var opacity: Float
    public static func == (a: Color.Resolved, b: Color.Resolved) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var hashValue: Int { get { fatalError() } }
  }
  public init(_ resolved: Color.Resolved) { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Color.Resolved : ShapeStyle {
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Resolved = Never
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Color.Resolved : CustomStringConvertible {
  public var description: String { get { fatalError() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Color.Resolved : Animatable {
  public typealias AnimatableData = AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>
  public var animatableData: Color.Resolved.AnimatableData { get { fatalError() } set { fatalError() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Color.Resolved {
  public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) { fatalError() }
  public var red: Float { get { fatalError() } set { fatalError() } }
  public var green: Float { get { fatalError() } set { fatalError() } }
  public var blue: Float { get { fatalError() } set { fatalError() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Color.Resolved : Codable {
  public func encode(to encoder: any Encoder) throws { fatalError() }
  public init(from decoder: any Decoder) throws { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
  public enum RGBColorSpace : Sendable {
    case sRGB
    case sRGBLinear
    case displayP3
    public static func == (a: Color.RGBColorSpace, b: Color.RGBColorSpace) -> Bool { fatalError() }
  }
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) { fatalError() }
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) { fatalError() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Color {
  public var gradient: AnyGradient { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorRenderingMode : Sendable {
  case nonLinear
  case linear
  case extendedLinear
  public static func == (a: ColorRenderingMode, b: ColorRenderingMode) -> Bool { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnyShapeStyle : ShapeStyle {
  public init<S>(_ style: S) where S : ShapeStyle { fatalError() }
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Resolved = Never
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct Material : Sendable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension ShapeStyle where Self == Material {
  public static var regularMaterial: Material { get { fatalError() } }
  public static var thinMaterial: Material { get { fatalError() } }
  public static var ultraThinMaterial: Material { get { fatalError() } }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension Material {
  public static let regular: Material = { fatalError() }()
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Material : ShapeStyle {
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Resolved = Never
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { get { fatalError() } }
  public static var secondary: HierarchicalShapeStyle { get { fatalError() } }
  public static var quaternary: HierarchicalShapeStyle { get { fatalError() } }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct HierarchicalShapeStyle : ShapeStyle {
  public static let primary: HierarchicalShapeStyle = { fatalError() }()
  public static let secondary: HierarchicalShapeStyle = { fatalError() }()
  public static let quaternary: HierarchicalShapeStyle = { fatalError() }()
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Resolved = Never
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle {
  public var secondary: some ShapeStyle { get { return _stubNever() as Color } }
  public var quaternary: some ShapeStyle { get { return _stubNever() as Color } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
  public static let red: Color = { fatalError() }()
  public static let orange: Color = { fatalError() }()
  public static let yellow: Color = { fatalError() }()
  public static let green: Color = { fatalError() }()
  public static let blue: Color = { fatalError() }()
  public static let white: Color = { fatalError() }()
  public static let gray: Color = { fatalError() }()
  public static let black: Color = { fatalError() }()
  public static let clear: Color = { fatalError() }()
  public static let primary: Color = { fatalError() }()
  public static let secondary: Color = { fatalError() }()
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == Color {
  public static var red: Color { get { fatalError() } }
  public static var orange: Color { get { fatalError() } }
  public static var yellow: Color { get { fatalError() } }
  public static var green: Color { get { fatalError() } }
  public static var blue: Color { get { fatalError() } }
  public static var white: Color { get { fatalError() } }
  public static var gray: Color { get { fatalError() } }
  public static var black: Color { get { fatalError() } }
  public static var clear: Color { get { fatalError() } }
}
@available(iOS 17.0, macOS 10.15, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self == SeparatorShapeStyle {
  public static var separator: SeparatorShapeStyle { get { fatalError() } }
}
@available(iOS 17.0, macOS 10.15, tvOS 17.0, watchOS 10.0, *)
public struct SeparatorShapeStyle : ShapeStyle {
  public init() { fatalError() }
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Resolved = Never
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ShadowStyle : Equatable, Sendable {
  public static func drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { fatalError() }
  public static func == (a: ShadowStyle, b: ShadowStyle) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle {
  public func `in`(_ rect: CGRect) -> some ShapeStyle { return _stubNever() as Color }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { get { fatalError() } }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct BackgroundStyle : ShapeStyle {
  public init() { fatalError() }
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Resolved = Never
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle { return EmptyView() }
  nonisolated public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View where S1 : ShapeStyle, S2 : ShapeStyle { return EmptyView() }
  nonisolated public func foregroundStyle<S1, S2, S3>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View where S1 : ShapeStyle, S2 : ShapeStyle, S3 : ShapeStyle { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForegroundStyle : ShapeStyle {
  public init() { fatalError() }
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Resolved = Never
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle : Sendable {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  associatedtype Resolved : ShapeStyle = Never
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  func resolve(in environment: EnvironmentValues) -> Self.Resolved
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self.Resolved == Never {
  public func resolve(in environment: EnvironmentValues) -> Never { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func foregroundStyle<S>(_ style: S) -> Text where S : ShapeStyle { fatalError() }
  nonisolated public func font(_ font: Font?) -> Text { fatalError() }
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text { fatalError() }
  nonisolated public func bold() -> Text { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func bold(_ isActive: Bool) -> Text { fatalError() }
  nonisolated public func italic() -> Text { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func italic(_ isActive: Bool) -> Text { fatalError() }
  @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
  nonisolated public func monospaced(_ isActive: Bool = true) -> Text { fatalError() }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func monospacedDigit() -> Text { fatalError() }
  nonisolated public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { fatalError() }
  nonisolated public func tracking(_ tracking: CGFloat) -> Text { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Color : Hashable, CustomStringConvertible, Sendable {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init<T>(_ color: T) where T : Hashable, T : ShapeStyle, T.Resolved == Color.Resolved { fatalError() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func resolve(in environment: EnvironmentValues) -> Color.Resolved { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
  public static func == (lhs: Color, rhs: Color) -> Bool { fatalError() }
  public var description: String { get { fatalError() } }
  public var hashValue: Int { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color : View {
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use Color(cgColor:) when converting a CGColor, or create a standard Color directly")
@available(macOS, introduced: 11.0, deprecated: 100000.0, message: "Use Color(cgColor:) when converting a CGColor, or create a standard Color directly")
@available(tvOS, introduced: 14.0, deprecated: 100000.0, message: "Use Color(cgColor:) when converting a CGColor, or create a standard Color directly")
@available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "Use Color(cgColor:) when converting a CGColor, or create a standard Color directly")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use Color(cgColor:) when converting a CGColor, or create a standard Color directly")
extension Color {
  public init(_ cgColor: CGColor) { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
  public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ColorMatrix : Equatable {
  public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
  public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
  public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
  public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0
  public init() { fatalError() }
  public static func == (a: ColorMatrix, b: ColorMatrix) -> Bool { fatalError() }
}
@available(iOS 18.0, macOS 15.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
public struct MeshGradient : ShapeStyle, Equatable, Sendable {
  public enum Locations : Equatable, Sendable {
    case points([SIMD2<Float>])
    case bezierPoints([MeshGradient.BezierPoint])
    public static func == (a: MeshGradient.Locations, b: MeshGradient.Locations) -> Bool { fatalError() }
  }
  public enum Colors : Equatable, Sendable {
    case colors([Color])
    case resolvedColors([Color.Resolved])
    public static func == (a: MeshGradient.Colors, b: MeshGradient.Colors) -> Bool { fatalError() }
  }
  public struct BezierPoint : Equatable, Sendable {
    public var position: SIMD2<Float>
    public var leadingControlPoint: SIMD2<Float>
    public var topControlPoint: SIMD2<Float>
    public var trailingControlPoint: SIMD2<Float>
    public var bottomControlPoint: SIMD2<Float>
    public static func == (a: MeshGradient.BezierPoint, b: MeshGradient.BezierPoint) -> Bool { fatalError() }
  }
  public var width: Int
  public var height: Int
  public var locations: MeshGradient.Locations
  public var colors: MeshGradient.Colors
  public var background: Color
  public var smoothsColors: Bool
  public var colorSpace: Gradient.ColorSpace
  public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) { fatalError() }
  public static func == (a: MeshGradient, b: MeshGradient) -> Bool { fatalError() }
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Body = _ShapeView<Rectangle, MeshGradient>
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Resolved = Never
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead.")
  @_disfavoredOverload nonisolated public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background : View { return EmptyView() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View { return EmptyView() }
  nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { return EmptyView() }
  nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S : ShapeStyle { return EmptyView() }
  nonisolated public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S : Shape { return EmptyView() }
  nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S : ShapeStyle, T : Shape { return EmptyView() }
  nonisolated public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View where S : InsettableShape { return EmptyView() }
  nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S : ShapeStyle, T : InsettableShape { return EmptyView() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Gradient {
  public struct ColorSpace : Hashable, Sendable {
    public static let device: Gradient.ColorSpace = { fatalError() }()
    public static func == (a: Gradient.ColorSpace, b: Gradient.ColorSpace) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var hashValue: Int { get { fatalError() } }
  }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self : View, Self.Body == _ShapeView<Rectangle, Self> {
  public var body: _ShapeView<Rectangle, Self> { get { return _stubNever() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct _ShapeView<Content, Style> : View where Content : Shape, Style : ShapeStyle {
  public var shape: Content
  public var style: Style
  public var fillStyle: FillStyle
  public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension _ShapeView : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol ShapeView<Content> : View, _RemoveGlobalActorIsolation {
  associatedtype Content : Shape
  var shape: Self.Content { get }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension _ShapeView : ShapeView {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeView {
  nonisolated public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Self.Content, S, Self> where S : ShapeStyle { fatalError() }
  nonisolated public func stroke<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self.Content, S, Self> where S : ShapeStyle { fatalError() }
  nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self.Content, S, Self> where S : ShapeStyle { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeView where Self.Content : InsettableShape {
  nonisolated public func strokeBorder<S>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Self.Content, S, Self> where S : ShapeStyle { fatalError() }
  nonisolated public func strokeBorder<S>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Self.Content, S, Self> where S : ShapeStyle { fatalError() }
}
@available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { return EmptyView() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  nonisolated public func tint<S>(_ tint: S?) -> some View where S : ShapeStyle { return EmptyView() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  @_disfavoredOverload nonisolated public func tint(_ tint: Color?) -> some View { return EmptyView() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { get { fatalError() } }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TintShapeStyle : ShapeStyle {
  public init() { fatalError() }
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Resolved = Never
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gradient.Stop : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color.RGBColorSpace : Equatable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color.RGBColorSpace : Hashable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ColorRenderingMode : Equatable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ColorRenderingMode : Hashable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ColorMatrix : Sendable {
}
@available(iOS 18.0, macOS 15.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension MeshGradient : View {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct FillShapeStyle : ShapeStyle {
  public init() { fatalError() }
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Resolved = Never
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Color : Transferable {
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static var transferRepresentation: some TransferRepresentation { get { return _StubRepresentation<Self>() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self == PlaceholderTextShapeStyle {
  public static var placeholder: PlaceholderTextShapeStyle { get { fatalError() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PlaceholderTextShapeStyle : ShapeStyle {
  public init() { fatalError() }
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Resolved = Never
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeStyle where Self == LinkShapeStyle {
  public static var link: LinkShapeStyle { get { fatalError() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct LinkShapeStyle : ShapeStyle {
  public init() { fatalError() }
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Resolved = Never
}
@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ShapeStyle where Self == SelectionShapeStyle {
  public static var selection: SelectionShapeStyle { get { fatalError() } }
}
@available(iOS 15.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct SelectionShapeStyle : ShapeStyle {
  @available(macOS 12.0, *)
  public init() { fatalError() }
  @available(iOS 17.0, macOS 14.0, *)
  @available(tvOS, unavailable, introduced: 17.0)
  @available(watchOS, unavailable, introduced: 10.0)
  public typealias Resolved = Never
}
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly")
@available(macOS, unavailable)
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use Color(uiColor:) when converting a UIColor, or create a standard Color directly")
extension Color {
  @_disfavoredOverload public init(_ color: UIColor) { fatalError() }
}
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, *)
@available(macOS, unavailable)
extension Color {
  public init(uiColor: UIColor) { fatalError() }
}
