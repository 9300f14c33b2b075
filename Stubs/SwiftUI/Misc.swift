// SwiftUI: types the other areas' declarations name.
// Interface stub for `make check-ui` (Stubs/README.md): each declaration mirrors the iOS 26 SDK's SwiftUI and
// SwiftUICore module interfaces (names, labels, types, constraints, isolation, availability), trimmed to what
// the apps' views can reach; bodies are `fatalError()` and nothing runs.
// https://developer.apple.com/documentation/swiftui/swiftui
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
public struct _ViewInputs {
}
@available(*, unavailable)
extension _ViewInputs : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CGPoint : Animatable {
  public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
  public var animatableData: CGPoint.AnimatableData { get { fatalError() } set { fatalError() } }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct _AnyAnimatableData : VectorArithmetic {
  public static var zero: _AnyAnimatableData { get { fatalError() } }
  public static func == (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> Bool { fatalError() }
  public static func += (lhs: inout _AnyAnimatableData, rhs: _AnyAnimatableData) { fatalError() }
  public static func -= (lhs: inout _AnyAnimatableData, rhs: _AnyAnimatableData) { fatalError() }
  public static func + (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> _AnyAnimatableData { fatalError() }
  public static func - (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> _AnyAnimatableData { fatalError() }
  public mutating func scale(by rhs: Double) { fatalError() }
  public var magnitudeSquared: Double { get { fatalError() } }
}
@available(*, unavailable)
extension _AnyAnimatableData : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _VStackLayout {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { fatalError() }
}
extension _VStackLayout {
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension _VStackLayout : Layout {
  public typealias Cache = _StackLayoutCache
  @available(iOS 16.0, tvOS 16.0, watchOS 9.0, macOS 13.0, *)
  public typealias AnimatableData = EmptyAnimatableData
  public func makeCache(subviews: LayoutSubviews) -> Cache { fatalError() }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGSize { fatalError() }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ForEachSectionCollection<Content> : RandomAccessCollection where Content : View {
  public var startIndex: Int { get { fatalError() } }
  public var endIndex: Int { get { fatalError() } }
  public subscript(index: Int) -> SectionConfiguration { get { fatalError() } }
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Element = SectionConfiguration
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Index = Int
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Indices = Range<Int>
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Iterator = IndexingIterator<ForEachSectionCollection<Content>>
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias SubSequence = Slice<ForEachSectionCollection<Content>>
}
@available(*, unavailable)
extension ForEachSectionCollection : Sendable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum TimelineScheduleMode : Sendable {
  case normal
  case lowFrequency
  public static func == (a: TimelineScheduleMode, b: TimelineScheduleMode) -> Bool { fatalError() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct DefaultGlassEffectShape : Shape {
  public init() { fatalError() }
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  nonisolated public static var role: ShapeRole { get { fatalError() } }
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { get { fatalError() } }
  nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
  @available(iOS 26.0, tvOS 26.0, watchOS 26.0, macOS 26.0, *)
  @available(visionOS, unavailable)
  public typealias AnimatableData = EmptyAnimatableData
  @available(iOS 26.0, tvOS 26.0, watchOS 26.0, macOS 26.0, *)
  @available(visionOS, unavailable)
  public typealias Body = _ShapeView<DefaultGlassEffectShape, ForegroundStyle>
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct MatchedGeometryProperties : OptionSet {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { fatalError() }
  public static let position: MatchedGeometryProperties = { fatalError() }()
  public static let size: MatchedGeometryProperties = { fatalError() }()
  public static let frame: MatchedGeometryProperties = { fatalError() }()
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
  public typealias ArrayLiteralElement = MatchedGeometryProperties
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
  public typealias Element = MatchedGeometryProperties
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
  public typealias RawValue = UInt32
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CGSize : Animatable {
  public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
  public var animatableData: CGSize.AnimatableData { get { fatalError() } set { fatalError() } }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct _StackLayoutCache {
}
@available(*, unavailable)
extension _StackLayoutCache : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum LayoutDirectionBehavior : Hashable, Sendable {
  case fixed
  case mirrors(in: LayoutDirection)
  public static func == (a: LayoutDirectionBehavior, b: LayoutDirectionBehavior) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
  public var hashValue: Int { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorRenderingMode : Sendable {
  case nonLinear
  case linear
  case extendedLinear
  public static func == (a: ColorRenderingMode, b: ColorRenderingMode) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol _FormatSpecifiable : Equatable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Int : _FormatSpecifiable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Int8 : _FormatSpecifiable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Int16 : _FormatSpecifiable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Int32 : _FormatSpecifiable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Int64 : _FormatSpecifiable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UInt : _FormatSpecifiable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UInt8 : _FormatSpecifiable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UInt16 : _FormatSpecifiable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UInt32 : _FormatSpecifiable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UInt64 : _FormatSpecifiable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Float : _FormatSpecifiable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Double : _FormatSpecifiable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CGFloat : _FormatSpecifiable {
}
@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct EnabledTextSelectability : TextSelectability {
  public static let allowsSelection: Bool = { fatalError() }()
}
@available(*, unavailable)
extension EnabledTextSelectability : Sendable {
}
@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DisabledTextSelectability : TextSelectability {
  public static let allowsSelection: Bool = { fatalError() }()
}
@available(*, unavailable)
extension DisabledTextSelectability : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _HStackLayout {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { fatalError() }
}
extension _HStackLayout {
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension _HStackLayout : Layout {
  public typealias Cache = _StackLayoutCache
  @available(iOS 16.0, tvOS 16.0, watchOS 9.0, macOS 13.0, *)
  public typealias AnimatableData = EmptyAnimatableData
  public func makeCache(subviews: LayoutSubviews) -> Cache { fatalError() }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGSize { fatalError() }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _GraphValue<Value> : Equatable {
  public subscript<U>(keyPath: KeyPath<Value, U>) -> _GraphValue<U> { get { fatalError() } }
  public static func == (a: _GraphValue<Value>, b: _GraphValue<Value>) -> Bool { fatalError() }
}
@available(*, unavailable)
extension _GraphValue : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol TransactionKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutProperties : Sendable {
  public init() { fatalError() }
  public var stackOrientation: Axis?
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ViewSpacing : Sendable {
  public static let zero: ViewSpacing = { fatalError() }()
  public init() { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Float : VectorArithmetic {
  public mutating func scale(by rhs: Double) { fatalError() }
  public var magnitudeSquared: Double { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Double : VectorArithmetic {
  public mutating func scale(by rhs: Double) { fatalError() }
  public var magnitudeSquared: Double { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CGFloat : VectorArithmetic {
  public mutating func scale(by rhs: Double) { fatalError() }
  public var magnitudeSquared: Double { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewListInputs {
}
@available(*, unavailable)
extension _ViewListInputs : Sendable {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct _ViewListCountInputs {
}
@available(*, unavailable)
extension _ViewListCountInputs : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewListOutputs {
}
@available(*, unavailable)
extension _ViewListOutputs : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewOutputs {
}
@available(*, unavailable)
extension _ViewOutputs : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CGPoint {
  public func applying(_ m: ProjectionTransform) -> CGPoint { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol TextAttribute : Hashable {
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
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol AnimationStateKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TimeDataSource<Value> {
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TimeDataSource : Sendable where Value : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@globalActor public actor _ImpossibleActor : Sendable {
  nonisolated(unsafe) public static var shared: _ImpossibleActor = { fatalError() }()
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias ActorType = _ImpossibleActor
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@_ImpossibleActor public protocol _RemoveGlobalActorIsolation {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol _VectorMath : Animatable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _VectorMath {
  prefix public static func - (operand: Self) -> Self { fatalError() }
  public static func += (lhs: inout Self, rhs: Self) { fatalError() }
  public static func + (lhs: Self, rhs: Self) -> Self { fatalError() }
  public static func -= (lhs: inout Self, rhs: Self) { fatalError() }
  public static func - (lhs: Self, rhs: Self) -> Self { fatalError() }
  public static func *= (lhs: inout Self, rhs: Double) { fatalError() }
  public static func * (lhs: Self, rhs: Double) -> Self { fatalError() }
  public static func /= (lhs: inout Self, rhs: Double) { fatalError() }
  public static func / (lhs: Self, rhs: Double) -> Self { fatalError() }
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
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Double : Animatable {
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias AnimatableData = Double
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CGFloat : Animatable {
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias AnimatableData = CGFloat
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct GroupElementsOfContent<Subviews, Content> : View where Subviews : View, Content : View {
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(*, unavailable)
extension GroupElementsOfContent : Sendable {
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct SubviewsCollectionSlice : RandomAccessCollection {
  public subscript(index: Int) -> Subview { get { fatalError() } }
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { get { fatalError() } }
  public var startIndex: Int { get { fatalError() } }
  public var endIndex: Int { get { fatalError() } }
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Element = Subview
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Index = Int
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Indices = Range<Int>
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Iterator = IndexingIterator<SubviewsCollectionSlice>
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias SubSequence = SubviewsCollectionSlice
}
@available(*, unavailable)
extension SubviewsCollectionSlice : Sendable {
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SubviewsCollectionSlice : View {
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol ShapeView<Content> : View, _RemoveGlobalActorIsolation {
  associatedtype Content : Shape
  var shape: Self.Content { get }
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
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CGRect : Animatable {
  public typealias AnimatableData = AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>
  public var animatableData: CGRect.AnimatableData { get { fatalError() } set { fatalError() } }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct GroupSectionsOfContent<Sections, Content> : View where Sections : View, Content : View {
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(*, unavailable)
extension GroupSectionsOfContent : Sendable {
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct SectionCollection : RandomAccessCollection {
  public subscript(index: Int) -> SectionConfiguration { get { fatalError() } }
  public var startIndex: Int { get { fatalError() } }
  public var endIndex: Int { get { fatalError() } }
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Element = SectionConfiguration
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Index = Int
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Indices = Range<Int>
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Iterator = IndexingIterator<SectionCollection>
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias SubSequence = Slice<SectionCollection>
}
@available(*, unavailable)
extension SectionCollection : Sendable {
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct SectionConfiguration : Identifiable {
  public struct ID : Hashable {
    public static func == (a: SectionConfiguration.ID, b: SectionConfiguration.ID) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var hashValue: Int { get { fatalError() } }
  }
  public var id: SectionConfiguration.ID { get { fatalError() } }
  public var header: SubviewsCollection { get { fatalError() } }
  public var footer: SubviewsCollection { get { fatalError() } }
  public var content: SubviewsCollection { get { fatalError() } }
}
@available(*, unavailable)
extension SectionConfiguration : Sendable {
}
@available(*, unavailable)
extension SectionConfiguration.ID : Sendable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineScheduleMode : Equatable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineScheduleMode : Hashable {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension MatchedGeometryProperties : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ColorRenderingMode : Equatable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ColorRenderingMode : Hashable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ImpossibleActor : GlobalActor {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ColorMatrix : Sendable {
}
@available(macOS 11.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
nonisolated public struct Settings<Content> : Scene where Content : View {
  public init(@ViewBuilder content: () -> Content) { fatalError() }
  @MainActor @preconcurrency public var body: some Scene { get { _stubNever() as Never } }
}
@available(*, unavailable)
extension Settings : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct FillShapeStyle : ShapeStyle {
  public init() { fatalError() }
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Resolved = Never
}
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct MenuStyleConfiguration {
  @MainActor @preconcurrency public struct Label : View {
    @available(iOS 14.0, tvOS 17.0, macOS 11.0, *)
    @available(watchOS, unavailable)
    public typealias Body = Never
    public var body: Never { return _stubNever() }
  }
  @MainActor @preconcurrency public struct Content : View {
    @available(iOS 14.0, tvOS 17.0, macOS 11.0, *)
    @available(watchOS, unavailable)
    public typealias Body = Never
    public var body: Never { return _stubNever() }
  }
}
@available(*, unavailable)
extension MenuStyleConfiguration : Sendable {
}
@available(*, unavailable)
extension MenuStyleConfiguration.Label : Sendable {
}
@available(*, unavailable)
extension MenuStyleConfiguration.Content : Sendable {
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct LabeledToolbarItemGroupContent<Content, Label> : View where Content : View, Label : View {
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(*, unavailable)
extension LabeledToolbarItemGroupContent : Sendable {
}
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct OutlineGroup<Data, ID, Parent, Leaf, Subgroup> where Data : RandomAccessCollection, ID : Hashable {
}
@available(*, unavailable)
extension OutlineGroup : Sendable {
}
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup where ID == Data.Element.ID, Parent : View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element : Identifiable {
  public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where ID == DataElement.ID, DataElement : Identifiable, DataElement == Data.Element { fatalError() }
  public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where ID == DataElement.ID, DataElement : Identifiable, DataElement == Data.Element { fatalError() }
}
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup where Parent : View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
  public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element { fatalError() }
  public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element { fatalError() }
}
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup : View where Parent : View, Leaf : View, Subgroup : View {
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup where ID == Data.Element.ID, Parent : View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element : Identifiable {
  public init<C, E>(_ root: Binding<E>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf) where Data == Binding<C>, ID == E.ID, C : MutableCollection, C : RandomAccessCollection, E : Identifiable, E == C.Element { fatalError() }
  public init<C, E>(_ data: Binding<C>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf) where Data == Binding<C>, ID == E.ID, C : MutableCollection, C : RandomAccessCollection, E : Identifiable, E == C.Element { fatalError() }
}
@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension OutlineGroup where Parent : View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
  public init<C, E>(_ root: Binding<E>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf) where Data == Binding<C>, C : MutableCollection, C : RandomAccessCollection, E == C.Element { fatalError() }
  public init<C, E>(_ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf) where Data == Binding<C>, C : MutableCollection, C : RandomAccessCollection, E == C.Element { fatalError() }
}
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct OutlineSubgroupChildren : View {
  @available(iOS 14.0, macOS 11.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension OutlineSubgroupChildren : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PlaceholderTextShapeStyle : ShapeStyle {
  public init() { fatalError() }
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Resolved = Never
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency public struct SymbolEffectTransition : Transition {
  @MainActor @preconcurrency public func body(content: SymbolEffectTransition.Content, phase: TransitionPhase) -> some View { return EmptyView() }
  @MainActor @preconcurrency public static let properties: TransitionProperties = { fatalError() }()
}
@available(*, unavailable)
extension SymbolEffectTransition : Sendable {
}
@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
nonisolated public struct LinkButtonStyle : PrimitiveButtonStyle {
  public init() { fatalError() }
  @MainActor @preconcurrency public func makeBody(configuration: LinkButtonStyle.Configuration) -> some View { return EmptyView() }
}
@available(*, unavailable)
extension LinkButtonStyle : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct LinkShapeStyle : ShapeStyle {
  public init() { fatalError() }
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Resolved = Never
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SectionConfiguration {
  public var actions: SectionConfiguration.Actions { get { fatalError() } }
  @MainActor @preconcurrency public struct Actions : View {
    @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
  }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct _SceneModifier_Content<Modifier> : Scene where Modifier : _SceneModifier {
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension _SceneModifier_Content : Sendable {
}
@available(iOS 16.1, macOS 13.0, tvOS 16.1, watchOS 9.1, *)
public struct _PlatformViewRepresentableLayoutOptions : OptionSet {
  public let rawValue: Int
  public init(rawValue: Int) { fatalError() }
  @available(iOS 16.1, tvOS 16.1, watchOS 9.1, macOS 13.0, *)
  public typealias ArrayLiteralElement = _PlatformViewRepresentableLayoutOptions
  @available(iOS 16.1, tvOS 16.1, watchOS 9.1, macOS 13.0, *)
  public typealias Element = _PlatformViewRepresentableLayoutOptions
  @available(iOS 16.1, tvOS 16.1, watchOS 9.1, macOS 13.0, *)
  public typealias RawValue = Int
}
@available(*, unavailable)
extension _PlatformViewRepresentableLayoutOptions : Sendable {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ProgressViewStyleConfiguration {
  @MainActor @preconcurrency public struct Label : View {
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
    public typealias Body = Never
    public var body: Never { return _stubNever() }
  }
  @MainActor @preconcurrency public struct CurrentValueLabel : View {
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
    public typealias Body = Never
    public var body: Never { return _stubNever() }
  }
  public let fractionCompleted: Double?
  public var label: ProgressViewStyleConfiguration.Label?
  public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}
@available(*, unavailable)
extension ProgressViewStyleConfiguration : Sendable {
}
@available(*, unavailable)
extension ProgressViewStyleConfiguration.CurrentValueLabel : Sendable {
}
@available(*, unavailable)
extension ProgressViewStyleConfiguration.Label : Sendable {
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TabRole : Hashable, Sendable {
  public static var search: TabRole { get { fatalError() } }
  public static func == (a: TabRole, b: TabRole) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
  public var hashValue: Int { get { fatalError() } }
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
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct PresentedWindowContent<Data, Content> : View where Data : Decodable, Data : Encodable, Data : Hashable, Content : View {
  @available(iOS 16.0, macOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension PresentedWindowContent : Sendable {
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct FormStyleConfiguration {
  @MainActor @preconcurrency public struct Content : View {
    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, macOS 13.0, *)
    public typealias Body = Never
    public var body: Never { return _stubNever() }
  }
  public let content: FormStyleConfiguration.Content
}
@available(*, unavailable)
extension FormStyleConfiguration : Sendable {
}
@available(*, unavailable)
extension FormStyleConfiguration.Content : Sendable {
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct DefaultTabLabel : View {
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(*, unavailable)
extension DefaultTabLabel : Sendable {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public protocol _LimitedAvailabilitySceneMarker {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct DefaultTabViewStyle : TabViewStyle {
  public init() { fatalError() }
}
@available(*, unavailable)
extension DefaultTabViewStyle : Sendable {
}
@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
@available(tvOS, unavailable)
public protocol SliderTickContent<Value> {
  associatedtype Value : BinaryFloatingPoint
  associatedtype Body : RandomAccessCollection where Self.Body.Element == SliderTick<Self.Value>
  var body: Self.Body { get }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SearchUnavailableContent {
  @MainActor @preconcurrency public struct Label : View {
    @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
  }
  @MainActor @preconcurrency public struct Description : View {
    @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
  }
  @MainActor @preconcurrency public struct Actions : View {
    @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
  }
}
@available(*, unavailable)
extension SearchUnavailableContent : Sendable {
}
@available(*, unavailable)
extension SearchUnavailableContent.Label : Sendable {
}
@available(*, unavailable)
extension SearchUnavailableContent.Description : Sendable {
}
@available(*, unavailable)
extension SearchUnavailableContent.Actions : Sendable {
}
@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
nonisolated public struct _ModifiersGesture<Content> : Gesture where Content : Gesture {
  @available(macOS 10.15, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public typealias Body = Never
  @available(macOS 10.15, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public typealias Value = Content.Value
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension _ModifiersGesture : Sendable {
}
@available(tvOS 14.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
nonisolated public struct CardButtonStyle : PrimitiveButtonStyle {
  public init() { fatalError() }
  @MainActor @preconcurrency public func makeBody(configuration: CardButtonStyle.Configuration) -> some View { return EmptyView() }
}
@available(*, unavailable)
extension CardButtonStyle : Sendable {
}
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
nonisolated public struct DefaultShareLinkLabel : View {
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(*, unavailable)
extension DefaultShareLinkLabel : Sendable {
}
@available(macOS 12.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public struct BorderedListStyle : ListStyle {
  public init() { fatalError() }
}
@available(*, unavailable)
extension BorderedListStyle : Sendable {
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TextSelection : Equatable, Hashable {
  public enum Indices : Equatable, Hashable {
    case selection(Range<String.Index>)
    case multiSelection(RangeSet<String.Index>)
    public static func == (a: TextSelection.Indices, b: TextSelection.Indices) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var hashValue: Int { get { fatalError() } }
  }
  public var indices: TextSelection.Indices
  public init(range: Range<String.Index>) { fatalError() }
  public static func == (a: TextSelection, b: TextSelection) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
  public var hashValue: Int { get { fatalError() } }
}
@available(*, unavailable)
extension TextSelection : Sendable {
}
@available(*, unavailable)
extension TextSelection.Indices : Sendable {
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol CustomPresentationDetent {
  static func height(in context: Self.Context) -> CGFloat?
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension CustomPresentationDetent {
  public typealias Context = PresentationDetent.Context
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
nonisolated public struct DefaultButtonLabel : View {
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(*, unavailable)
extension DefaultButtonLabel : Sendable {
}
@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
@available(tvOS, unavailable)
public struct SliderTick<V> : SliderTickContent, Identifiable, Comparable where V : BinaryFloatingPoint {
  public typealias Value = V
  public typealias Body = Array<SliderTick<V>>
  public struct ID : Hashable {
    public static func == (a: SliderTick<V>.ID, b: SliderTick<V>.ID) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var hashValue: Int { get { fatalError() } }
  }
  public init(_ value: V) { fatalError() }
  public init(_ value: V, @ViewBuilder label: () -> some View) { fatalError() }
  public var id: SliderTick<V>.ID { get { fatalError() } }
  public static func < (lhs: SliderTick<V>, rhs: SliderTick<V>) -> Bool { fatalError() }
  public static func == (lhs: SliderTick<V>, rhs: SliderTick<V>) -> Bool { fatalError() }
  public var body: SliderTick<V>.Body { get { return _stubNever() } }
}
@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
@available(tvOS, unavailable)
extension SliderTick {
  public init(_ titleKey: LocalizedStringKey, _ value: V) { fatalError() }
  @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, _ value: V) { fatalError() }
  @_disfavoredOverload public init<S>(_ title: S, _ value: V) where S : StringProtocol { fatalError() }
}
@available(*, unavailable)
extension SliderTick.ID : Sendable {
}
@available(*, unavailable)
extension SliderTick : Sendable {
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LabeledContentStyleConfiguration {
  @MainActor @preconcurrency public struct Label : View {
    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, macOS 13.0, *)
    public typealias Body = Never
    public var body: Never { return _stubNever() }
  }
  @MainActor @preconcurrency public struct Content : View {
    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, macOS 13.0, *)
    public typealias Body = Never
    public var body: Never { return _stubNever() }
  }
  public let label: LabeledContentStyleConfiguration.Label
  public let content: LabeledContentStyleConfiguration.Content
}
@available(*, unavailable)
extension LabeledContentStyleConfiguration : Sendable {
}
@available(*, unavailable)
extension LabeledContentStyleConfiguration.Label : Sendable {
}
@available(*, unavailable)
extension LabeledContentStyleConfiguration.Content : Sendable {
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SectionConfiguration.Actions : Sendable {
}
