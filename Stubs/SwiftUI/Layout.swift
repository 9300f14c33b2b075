// SwiftUI: Stacks, grids, layout containers, geometry and frames.
// Interface stub for `make check-ui` (Stubs/README.md): each declaration mirrors the iOS 26 SDK's SwiftUI and
// SwiftUICore module interfaces (names, labels, types, constraints, isolation, availability), trimmed to what
// the apps' views can reach; bodies are `fatalError()` and nothing runs.
// https://developer.apple.com/documentation/swiftui/layout-fundamentals
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
nonisolated public struct ZStack<Content> : View where Content : View {
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension ZStack : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct VStack<Content> : View where Content : View {
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension VStack : Sendable {
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct VStackLayout : Layout {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { fatalError() }
  @available(iOS 16.0, tvOS 16.0, watchOS 9.0, macOS 13.0, *)
  public typealias AnimatableData = EmptyAnimatableData
  @available(iOS 16.0, tvOS 16.0, watchOS 9.0, macOS 13.0, *)
  public typealias Cache = _VStackLayout.Cache
  public func makeCache(subviews: LayoutSubviews) -> Cache { fatalError() }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGSize { fatalError() }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Edge : Int8, CaseIterable {
  case top, leading, bottom, trailing
  public struct Set : OptionSet {
    public typealias Element = Edge.Set
    public let rawValue: Int8
    public init(rawValue: Int8) { fatalError() }
    public static let top: Edge.Set = { fatalError() }()
    public static let leading: Edge.Set = { fatalError() }()
    public static let bottom: Edge.Set = { fatalError() }()
    public static let trailing: Edge.Set = { fatalError() }()
    public static let all: Edge.Set = { fatalError() }()
    public static let horizontal: Edge.Set = { fatalError() }()
    public static let vertical: Edge.Set = { fatalError() }()
    public init(_ e: Edge) { fatalError() }
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias ArrayLiteralElement = Edge.Set.Element
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias RawValue = Int8
  }
  public init?(rawValue: Int8) { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias AllCases = [Edge]
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias RawValue = Int8
  nonisolated public static var allCases: [Edge] { get { fatalError() } }
  public var rawValue: Int8 { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ViewDimensions {
  public var width: CGFloat { get { fatalError() } }
  public var height: CGFloat { get { fatalError() } }
  public subscript(guide: HorizontalAlignment) -> CGFloat { get { fatalError() } }
  public subscript(guide: VerticalAlignment) -> CGFloat { get { fatalError() } }
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { get { fatalError() } }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { get { fatalError() } }
}
@available(*, unavailable)
extension ViewDimensions : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewDimensions : Equatable {
  public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { return EmptyView() }
  nonisolated public func fixedSize() -> some View { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Axis : Int8, CaseIterable {
  case horizontal
  case vertical
  public struct Set : OptionSet {
    public typealias Element = Axis.Set
    public let rawValue: Int8
    public init(rawValue: Int8) { fatalError() }
    public static let horizontal: Axis.Set = { fatalError() }()
    public static let vertical: Axis.Set = { fatalError() }()
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias ArrayLiteralElement = Axis.Set.Element
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias RawValue = Int8
  }
  public init?(rawValue: Int8) { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias AllCases = [Axis]
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias RawValue = Int8
  nonisolated public static var allCases: [Axis] { get { fatalError() } }
  public var rawValue: Int8 { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Axis : CustomStringConvertible {
  public var description: String { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func padding(_ insets: EdgeInsets) -> some View { return EmptyView() }
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { return EmptyView() }
  nonisolated public func padding(_ length: CGFloat) -> some View { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead.")
  @_disfavoredOverload nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay : View { return EmptyView() }
  nonisolated public func border<S>(_ content: S, width: CGFloat = 1) -> some View where S : ShapeStyle { return EmptyView() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V : View { return EmptyView() }
  nonisolated public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S : ShapeStyle { return EmptyView() }
  nonisolated public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S : ShapeStyle, T : Shape { return EmptyView() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct LazyHStack<Content> : View where Content : View {
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { fatalError() }
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension LazyHStack : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Spacer {
  public var minLength: CGFloat?
  public init(minLength: CGFloat? = nil) { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Anchor<Value> {
  public struct Source {
  }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor.Source : Sendable where Value : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor : Sendable where Value : Sendable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Anchor : Equatable where Value : Equatable {
  public static func == (lhs: Anchor<Value>, rhs: Anchor<Value>) -> Bool { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Anchor : Hashable where Value : Hashable {
  public func hash(into hasher: inout Hasher) { fatalError() }
  public var hashValue: Int { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor.Source {
  public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor.Source {
  public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func opacity(_ opacity: Double) -> some View { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyTransition {
  nonisolated(unsafe) public static let opacity: AnyTransition = { fatalError() }()
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == OpacityTransition {
  @MainActor @preconcurrency public static var opacity: OpacityTransition { get { fatalError() } }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ShapeStyle where Self == AnyShapeStyle {
  public static func opacity(_ opacity: Double) -> some ShapeStyle { return _stubNever() as Color }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle {
  public func opacity(_ opacity: Double) -> some ShapeStyle { return _stubNever() as Color }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor.Source where Value == CGPoint {
  public static func point(_ p: CGPoint) -> Anchor<Value>.Source { fatalError() }
  public static var topLeading: Anchor<CGPoint>.Source { get { fatalError() } }
  public static var top: Anchor<CGPoint>.Source { get { fatalError() } }
  public static var topTrailing: Anchor<CGPoint>.Source { get { fatalError() } }
  public static var leading: Anchor<CGPoint>.Source { get { fatalError() } }
  public static var center: Anchor<CGPoint>.Source { get { fatalError() } }
  public static var trailing: Anchor<CGPoint>.Source { get { fatalError() } }
  public static var bottomLeading: Anchor<CGPoint>.Source { get { fatalError() } }
  public static var bottom: Anchor<CGPoint>.Source { get { fatalError() } }
  public static var bottomTrailing: Anchor<CGPoint>.Source { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct HStack<Content> : View where Content : View {
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension HStack : Sendable {
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct HStackLayout : Layout {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { fatalError() }
  @available(iOS 16.0, tvOS 16.0, watchOS 9.0, macOS 13.0, *)
  public typealias AnimatableData = EmptyAnimatableData
  @available(iOS 16.0, tvOS 16.0, watchOS 9.0, macOS 13.0, *)
  public typealias Cache = _HStackLayout.Cache
  public func makeCache(subviews: LayoutSubviews) -> Cache { fatalError() }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGSize { fatalError() }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func position(_ position: CGPoint) -> some View { return EmptyView() }
  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct GeometryReader<Content> : View where Content : View {
  public var content: (GeometryProxy) -> Content
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension GeometryReader : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryProxy {
  public var size: CGSize { get { fatalError() } }
  public subscript<T>(anchor: Anchor<T>) -> T { get { fatalError() } }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @_disfavoredOverload public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension GeometryProxy {
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { fatalError() }
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { fatalError() }
}
@available(*, unavailable)
extension GeometryProxy : Sendable {
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AnyLayout : Layout, Sendable {
  public init<L>(_ layout: L) where L : Layout { fatalError() }
  public struct Cache : Sendable {
  }
  public typealias AnimatableData = _AnyAnimatableData
  public func makeCache(subviews: AnyLayout.Subviews) -> AnyLayout.Cache { fatalError() }
  public func updateCache(_ cache: inout AnyLayout.Cache, subviews: AnyLayout.Subviews) { fatalError() }
  public func spacing(subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache) -> ViewSpacing { fatalError() }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache) -> CGSize { fatalError() }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache) { fatalError() }
  public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache) -> CGFloat? { fatalError() }
  public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache) -> CGFloat? { fatalError() }
  public var animatableData: AnyLayout.AnimatableData { get { fatalError() } set { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func zIndex(_ value: Double) -> some View { return EmptyView() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@preconcurrency public protocol Layout : Sendable, Animatable {
  static var layoutProperties: LayoutProperties { get }
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews
  func makeCache(subviews: Self.Subviews) -> Self.Cache
  func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
  func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
  func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
  func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
  public static var layoutProperties: LayoutProperties { get { fatalError() } }
  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) { fatalError() }
  public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { fatalError() }
  public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { fatalError() }
  public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing { fatalError() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout where Self.Cache == () {
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { fatalError() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ProposedViewSize : Equatable {
  public var width: CGFloat?
  public var height: CGFloat?
  public static let zero: ProposedViewSize = { fatalError() }()
  public static let infinity: ProposedViewSize = { fatalError() }()
  public init(width: CGFloat?, height: CGFloat?) { fatalError() }
  public init(_ size: CGSize) { fatalError() }
  public static func == (a: ProposedViewSize, b: ProposedViewSize) -> Bool { fatalError() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubviews : Equatable, RandomAccessCollection, Sendable {
  public typealias SubSequence = LayoutSubviews
  public typealias Element = LayoutSubview
  public typealias Index = Int
  public var layoutDirection: LayoutDirection
  public var startIndex: Int { get { fatalError() } }
  public var endIndex: Int { get { fatalError() } }
  public subscript(index: Int) -> LayoutSubviews.Element { get { fatalError() } }
  public subscript(bounds: Range<Int>) -> LayoutSubviews { get { fatalError() } }
  public subscript<S>(indices: S) -> LayoutSubviews where S : Sequence, S.Element == Int { get { fatalError() } }
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { fatalError() }
  @available(iOS 16.0, tvOS 16.0, watchOS 9.0, macOS 13.0, *)
  public typealias Indices = Range<LayoutSubviews.Index>
  @available(iOS 16.0, tvOS 16.0, watchOS 9.0, macOS 13.0, *)
  public typealias Iterator = IndexingIterator<LayoutSubviews>
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubview : Equatable {
  public subscript<K>(key: K.Type) -> K.Value where K : LayoutValueKey { get { fatalError() } }
  public var priority: Double { get { fatalError() } }
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
  public var spacing: ViewSpacing { get { fatalError() } }
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) { fatalError() }
  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { fatalError() }
}
@available(*, unavailable)
extension LayoutSubview : Sendable {
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
  @_disfavoredOverload public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V : View { return EmptyView() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct LazyVStack<Content> : View where Content : View {
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { fatalError() }
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension LazyVStack : Sendable {
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ShapeStyle {
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle { return _stubNever() as Color }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ShapeStyle where Self == AnyShapeStyle {
  public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { return _stubNever() as Color }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol VectorArithmetic : AdditiveArithmetic {
  mutating func scale(by rhs: Double)
  var magnitudeSquared: Double { get }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct UnitPoint : Hashable {
  public var x: CGFloat
  public var y: CGFloat
  public init() { fatalError() }
  public init(x: CGFloat, y: CGFloat) { fatalError() }
  public static let zero: UnitPoint = { fatalError() }()
  public static let center: UnitPoint = { fatalError() }()
  public static let leading: UnitPoint = { fatalError() }()
  public static let trailing: UnitPoint = { fatalError() }()
  public static let top: UnitPoint = { fatalError() }()
  public static let bottom: UnitPoint = { fatalError() }()
  public static let topLeading: UnitPoint = { fatalError() }()
  public static let topTrailing: UnitPoint = { fatalError() }()
  public static let bottomLeading: UnitPoint = { fatalError() }()
  public static let bottomTrailing: UnitPoint = { fatalError() }()
  public static func == (a: UnitPoint, b: UnitPoint) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
  public var hashValue: Int { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UnitPoint : Animatable {
  public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
  public var animatableData: UnitPoint.AnimatableData { get { fatalError() } set { fatalError() } }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension UnitPoint : Codable {
  public func encode(to encoder: any Encoder) throws { fatalError() }
  public init(from decoder: any Decoder) throws { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ProjectionTransform {
  public var m11: CGFloat = 1.0, m12: CGFloat = 0.0, m13: CGFloat = 0.0
  public var m21: CGFloat = 0.0, m22: CGFloat = 1.0, m23: CGFloat = 0.0
  public var m31: CGFloat = 0.0, m32: CGFloat = 0.0, m33: CGFloat = 1.0
  public init() { fatalError() }
  public init(_ m: CGAffineTransform) { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ProjectionTransform : Equatable {
  public static func == (a: ProjectionTransform, b: ProjectionTransform) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EdgeInsets : Equatable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
  public init() { fatalError() }
  public static func == (a: EdgeInsets, b: EdgeInsets) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EdgeInsets : Animatable, _VectorMath {
  public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>
  public var animatableData: EdgeInsets.AnimatableData { get { fatalError() } set { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct HorizontalAlignment : Equatable {
  public init(_ id: any AlignmentID.Type) { fatalError() }
  public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct VerticalAlignment : Equatable {
  public init(_ id: any AlignmentID.Type) { fatalError() }
  public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Alignment : Equatable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) { fatalError() }
  public static func == (a: Alignment, b: Alignment) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension HorizontalAlignment {
  public static let leading: HorizontalAlignment = { fatalError() }()
  public static let center: HorizontalAlignment = { fatalError() }()
  public static let trailing: HorizontalAlignment = { fatalError() }()
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension VerticalAlignment {
  public static let top: VerticalAlignment = { fatalError() }()
  public static let center: VerticalAlignment = { fatalError() }()
  public static let bottom: VerticalAlignment = { fatalError() }()
  public static let firstTextBaseline: VerticalAlignment = { fatalError() }()
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Alignment {
  public static let center: Alignment = { fatalError() }()
  public static let leading: Alignment = { fatalError() }()
  public static let trailing: Alignment = { fatalError() }()
  public static let top: Alignment = { fatalError() }()
  public static let bottom: Alignment = { fatalError() }()
  public static let topLeading: Alignment = { fatalError() }()
  public static let topTrailing: Alignment = { fatalError() }()
  public static let bottomLeading: Alignment = { fatalError() }()
  public static let bottomTrailing: Alignment = { fatalError() }()
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Anchor.Source where Value == CGRect {
  public static func rect(_ r: CGRect) -> Anchor<Value>.Source { fatalError() }
  public static var bounds: Anchor<CGRect>.Source { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { return EmptyView() }
  @available(*, deprecated, message: "Please pass one or more parameters.")
  nonisolated public func frame() -> some View { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { return EmptyView() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Text {
  public struct Layout : RandomAccessCollection, Equatable {
    public var startIndex: Int { get { fatalError() } }
    public var endIndex: Int { get { fatalError() } }
    public subscript(index: Int) -> Text.Layout.Line { get { fatalError() } }
    public struct CharacterIndex : Comparable, Hashable, Strideable, Sendable {
      public static func < (lhs: Text.Layout.CharacterIndex, rhs: Text.Layout.CharacterIndex) -> Bool { fatalError() }
      public func advanced(by n: Int) -> Text.Layout.CharacterIndex { fatalError() }
      public func distance(to other: Text.Layout.CharacterIndex) -> Int { fatalError() }
      @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
      public typealias Stride = Int
      public func hash(into hasher: inout Hasher) { fatalError() }
      public var hashValue: Int { get { fatalError() } }
    }
    public struct TypographicBounds : Equatable, Sendable {
      public var origin: CGPoint
      public var width: CGFloat
      public var ascent: CGFloat
      public var descent: CGFloat
      public var leading: CGFloat
      public init() { fatalError() }
      public var rect: CGRect { get { fatalError() } }
      public static func == (a: Text.Layout.TypographicBounds, b: Text.Layout.TypographicBounds) -> Bool { fatalError() }
    }
    public struct Line : RandomAccessCollection, Equatable {
      public var origin: CGPoint
      public var startIndex: Int { get { fatalError() } }
      public var endIndex: Int { get { fatalError() } }
      public subscript(index: Int) -> Text.Layout.Run { get { fatalError() } }
      public static func == (lhs: Text.Layout.Line, rhs: Text.Layout.Line) -> Bool { fatalError() }
      @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
      public typealias Element = Text.Layout.Run
      @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
      public typealias Index = Int
      @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
      public typealias Indices = Range<Int>
      @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
      public typealias Iterator = IndexingIterator<Text.Layout.Line>
      @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
      public typealias SubSequence = Slice<Text.Layout.Line>
    }
    public struct Run : RandomAccessCollection, Equatable {
      public var startIndex: Int { get { fatalError() } }
      public var endIndex: Int { get { fatalError() } }
      public subscript(index: Int) -> Text.Layout.RunSlice { get { fatalError() } }
      public subscript(bounds: Range<Int>) -> Text.Layout.RunSlice { get { fatalError() } }
      public subscript<T>(key: T.Type) -> T? where T : TextAttribute { get { fatalError() } }
      public static func == (lhs: Text.Layout.Run, rhs: Text.Layout.Run) -> Bool { fatalError() }
      @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
      public typealias Element = Text.Layout.RunSlice
      @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
      public typealias Index = Int
      @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
      public typealias Indices = Range<Int>
      @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
      public typealias Iterator = IndexingIterator<Text.Layout.Run>
      @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
      public typealias SubSequence = Text.Layout.RunSlice
    }
    public struct RunSlice : RandomAccessCollection, Equatable {
      public var run: Text.Layout.Run
      public var indices: Range<Int>
      public init(run: Text.Layout.Run, indices: Range<Int>) { fatalError() }
      public var startIndex: Int { get { fatalError() } }
      public var endIndex: Int { get { fatalError() } }
      public subscript(index: Int) -> Text.Layout.RunSlice { get { fatalError() } }
      public subscript(bounds: Range<Int>) -> Text.Layout.RunSlice { get { fatalError() } }
      public subscript<T>(key: T.Type) -> T? where T : TextAttribute { get { fatalError() } }
      public static func == (a: Text.Layout.RunSlice, b: Text.Layout.RunSlice) -> Bool { fatalError() }
      @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
      public typealias Element = Text.Layout.RunSlice
      @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
      public typealias Index = Int
      @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
      public typealias Indices = Range<Int>
      @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
      public typealias Iterator = IndexingIterator<Text.Layout.RunSlice>
      @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
      public typealias SubSequence = Text.Layout.RunSlice
    }
    public static func == (a: Text.Layout, b: Text.Layout) -> Bool { fatalError() }
    @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
    public typealias Element = Text.Layout.Line
    @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
    public typealias Index = Int
    @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
    public typealias Indices = Range<Int>
    @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
    public typealias Iterator = IndexingIterator<Text.Layout>
    @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
    public typealias SubSequence = Slice<Text.Layout>
  }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AnimatablePair<First, Second> : VectorArithmetic where First : VectorArithmetic, Second : VectorArithmetic {
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) { fatalError() }
  public static var zero: AnimatablePair<First, Second> { get { fatalError() } }
  public static func += (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) { fatalError() }
  public static func -= (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) { fatalError() }
  public static func + (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> { fatalError() }
  public static func - (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> { fatalError() }
  public mutating func scale(by rhs: Double) { fatalError() }
  public var magnitudeSquared: Double { get { fatalError() } }
  public static func == (a: AnimatablePair<First, Second>, b: AnimatablePair<First, Second>) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnimatablePair : Sendable where First : Sendable, Second : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Animatable {
  associatedtype AnimatableData : VectorArithmetic
  var animatableData: Self.AnimatableData { get set }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animatable where Self : VectorArithmetic {
  public var animatableData: Self { get { fatalError() } set { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData { get { fatalError() } set { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EmptyAnimatableData : VectorArithmetic {
  public init() { fatalError() }
  public static var zero: EmptyAnimatableData { get { fatalError() } }
  public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) { fatalError() }
  public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) { fatalError() }
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { fatalError() }
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { fatalError() }
  public mutating func scale(by rhs: Double) { fatalError() }
  public var magnitudeSquared: Double { get { fatalError() } }
  public static func == (a: EmptyAnimatableData, b: EmptyAnimatableData) -> Bool { fatalError() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Animatable {
  @inline(__always) public static subscript<T>(_animatableType _: KeyPath<Self, T>) -> T.Type where T : VectorArithmetic { get { fatalError() } }
  @_disfavoredOverload @inline(__always) public static subscript<T>(_animatableType _: KeyPath<Self, T>) -> T.AnimatableData.Type where T : Animatable { get { fatalError() } }
  @_disfavoredOverload @inline(__always) public static subscript<T>(_animatableType _: KeyPath<Self, T>) -> T.Type { get { fatalError() } }
  @inline(__always) public subscript<T>(_animatableValue keyPath: WritableKeyPath<Self, T>) -> T where T : VectorArithmetic { get { fatalError() } set { fatalError() } }
  @_disfavoredOverload @inline(__always) public subscript<T>(_animatableValue keyPath: WritableKeyPath<Self, T>) -> T.AnimatableData where T : Animatable { get { fatalError() } set { fatalError() } }
  @_disfavoredOverload @inline(__always) public subscript<T>(_animatableValue keyPath: WritableKeyPath<Self, T>) -> EmptyAnimatableData { get { fatalError() } nonmutating set { fatalError() } }
  @inline(__always) public subscript<T>(_animatableValue keyPath: ReferenceWritableKeyPath<Self, T>) -> T where T : VectorArithmetic { get { fatalError() } nonmutating set { fatalError() } }
  @_disfavoredOverload @inline(__always) public subscript<T>(_animatableValue keyPath: ReferenceWritableKeyPath<Self, T>) -> T.AnimatableData where T : Animatable { get { fatalError() } nonmutating set { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum CoordinateSpace {
  case global
  case local
  case named(AnyHashable)
}
@available(*, unavailable)
extension CoordinateSpace : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CoordinateSpace : Equatable, Hashable {
  public func hash(into hasher: inout Hasher) { fatalError() }
  public static func == (lhs: CoordinateSpace, rhs: CoordinateSpace) -> Bool { fatalError() }
  public var hashValue: Int { get { fatalError() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol CoordinateSpaceProtocol {
  var coordinateSpace: CoordinateSpace { get }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NamedCoordinateSpace : CoordinateSpaceProtocol, Equatable {
  public var coordinateSpace: CoordinateSpace { get { fatalError() } }
  public static func == (a: NamedCoordinateSpace, b: NamedCoordinateSpace) -> Bool { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { fatalError() }
}
@available(*, unavailable)
extension NamedCoordinateSpace : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct LocalCoordinateSpace : CoordinateSpaceProtocol {
  public init() { fatalError() }
  public var coordinateSpace: CoordinateSpace { get { fatalError() } }
}
@available(*, unavailable)
extension LocalCoordinateSpace : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  public static var local: LocalCoordinateSpace { get { fatalError() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct GlobalCoordinateSpace : CoordinateSpaceProtocol {
  public init() { fatalError() }
  public var coordinateSpace: CoordinateSpace { get { fatalError() } }
}
@available(*, unavailable)
extension GlobalCoordinateSpace : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  public static var global: GlobalCoordinateSpace { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
  public func opacity(_ opacity: Double) -> Color { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Angle {
  public var radians: Double
  public var degrees: Double { get { fatalError() } set { fatalError() } }
  public init() { fatalError() }
  public init(radians: Double) { fatalError() }
  public init(degrees: Double) { fatalError() }
  public static func radians(_ radians: Double) -> Angle { fatalError() }
  public static func degrees(_ degrees: Double) -> Angle { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Angle : Hashable, Comparable {
  public static func < (lhs: Angle, rhs: Angle) -> Bool { fatalError() }
  public static func == (a: Angle, b: Angle) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
  public var hashValue: Int { get { fatalError() } }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Angle : Codable {
  public func encode(to encoder: any Encoder) throws { fatalError() }
  public init(from decoder: any Decoder) throws { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Angle : Animatable, _VectorMath {
  public var animatableData: Double { get { fatalError() } set { fatalError() } }
  public static var zero: Angle { get { fatalError() } }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias AnimatableData = Double
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { return EmptyView() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct PinnedScrollableViews : OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { fatalError() }
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
  public typealias ArrayLiteralElement = PinnedScrollableViews
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
  public typealias Element = PinnedScrollableViews
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
  public typealias RawValue = UInt32
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct SafeAreaRegions : OptionSet {
  public let rawValue: UInt
  public init(rawValue: UInt) { fatalError() }
  public static let container: SafeAreaRegions = { fatalError() }()
  public static let all: SafeAreaRegions = { fatalError() }()
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
  public typealias ArrayLiteralElement = SafeAreaRegions
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
  public typealias Element = SafeAreaRegions
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
  public typealias RawValue = UInt
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { return EmptyView() }
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { return EmptyView() }
  nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { return EmptyView() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func safeAreaInset<V>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View where V : View { return EmptyView() }
  nonisolated public func safeAreaInset<V>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View where V : View { return EmptyView() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  public static func scrollView(axis: Axis) -> Self { fatalError() }
  public static var scrollView: NamedCoordinateSpace { get { fatalError() } }
}
extension Edge {
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public enum Corner : Int8, Hashable, CaseIterable, Sendable {
    case topLeading, topTrailing, bottomLeading, bottomTrailing
    public struct Set : OptionSet, Hashable, Sendable {
      public typealias Element = Edge.Corner.Set
      public let rawValue: Int8
      public init(rawValue: Int8) { fatalError() }
      public static let none: Edge.Corner.Set = { fatalError() }()
      public static let topLeading: Edge.Corner.Set = { fatalError() }()
      public static let topTrailing: Edge.Corner.Set = { fatalError() }()
      public static let bottomLeading: Edge.Corner.Set = { fatalError() }()
      public static let bottomTrailing: Edge.Corner.Set = { fatalError() }()
      public static let all: Edge.Corner.Set = { fatalError() }()
      public static let leading: Edge.Corner.Set = { fatalError() }()
      public static let trailing: Edge.Corner.Set = { fatalError() }()
      public static let bottom: Edge.Corner.Set = { fatalError() }()
      public static let top: Edge.Corner.Set = { fatalError() }()
      public init(_ corner: Edge.Corner) { fatalError() }
      public func contains(_ corner: Edge.Corner) -> Bool { fatalError() }
      @available(iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, macOS 26.0, *)
      public typealias ArrayLiteralElement = Edge.Corner.Set.Element
      @available(iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, macOS 26.0, *)
      public typealias RawValue = Int8
    }
    public init?(rawValue: Int8) { fatalError() }
    @available(iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, macOS 26.0, *)
    public typealias AllCases = [Edge.Corner]
    @available(iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, macOS 26.0, *)
    public typealias RawValue = Int8
    nonisolated public static var allCases: [Edge.Corner] { get { fatalError() } }
    public var rawValue: Int8 { get { fatalError() } }
  }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Edge.Corner : CustomDebugStringConvertible {
  public var debugDescription: String { get { fatalError() } }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Edge.Corner.Set : CustomDebugStringConvertible {
  public var debugDescription: String { get { fatalError() } }
}
extension Edge.Corner {
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public struct Style : Sendable, Hashable, Equatable, Animatable {
    public static func fixed(_ radius: CGFloat) -> Edge.Corner.Style { fatalError() }
    public var animatableData: Edge.Corner.Style.AnimatableData { get { fatalError() } set { fatalError() } }
    public struct AnimatableData : VectorArithmetic, Sendable {
      public static func - (lhs: Edge.Corner.Style.AnimatableData, rhs: Edge.Corner.Style.AnimatableData) -> Edge.Corner.Style.AnimatableData { fatalError() }
      public static func + (lhs: Edge.Corner.Style.AnimatableData, rhs: Edge.Corner.Style.AnimatableData) -> Edge.Corner.Style.AnimatableData { fatalError() }
      public mutating func scale(by rhs: Double) { fatalError() }
      public var magnitudeSquared: Double { get { fatalError() } }
      public static var zero: Edge.Corner.Style.AnimatableData { get { fatalError() } }
      public static func == (a: Edge.Corner.Style.AnimatableData, b: Edge.Corner.Style.AnimatableData) -> Bool { fatalError() }
    }
    public static func == (a: Edge.Corner.Style, b: Edge.Corner.Style) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var hashValue: Int { get { fatalError() } }
  }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Edge.Corner.Style : ExpressibleByFloatLiteral {
  public typealias FloatLiteralType = Float
  public init(floatLiteral value: Edge.Corner.Style.FloatLiteralType) { fatalError() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Edge.Corner.Style : ExpressibleByIntegerLiteral {
  public typealias IntegerLiteralType = Int
  public init(integerLiteral value: Edge.Corner.Style.IntegerLiteralType) { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Alignment : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Edge : Equatable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Edge : Hashable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Edge : RawRepresentable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Edge : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Edge.Set : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Axis : Equatable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Axis : Hashable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Axis : RawRepresentable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Axis : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Axis.Set : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EdgeInsets : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Spacer : View {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Spacer : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ProjectionTransform : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UnitPoint : Sendable {
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ProposedViewSize : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension HorizontalAlignment : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension VerticalAlignment : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EmptyAnimatableData : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Angle : Sendable {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension SafeAreaRegions : Sendable {
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Edge.Corner : RawRepresentable {
}
@available(macOS 15.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension ToolbarContent {
  nonisolated public func hidden(_ hidden: Bool = true) -> some ToolbarContent { _stubNever() as Never }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Divider : View {
  public init() { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension Divider : Sendable {
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct ViewThatFits<Content> : View where Content : View {
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) { fatalError() }
  @available(iOS 16.0, tvOS 16.0, watchOS 9.0, macOS 13.0, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension ViewThatFits : Sendable {
}
extension View {
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead")
  nonisolated public func coordinateSpace<T>(name: T) -> some View where T : Hashable { return EmptyView() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { return EmptyView() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct Grid<Content> where Content : View {
  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
  @available(iOS 16.0, tvOS 16.0, watchOS 9.0, macOS 13.0, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension Grid : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func hidden() -> some View { return EmptyView() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct GridItem : Sendable {
  public enum Size : Sendable {
    case fixed(_: CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  public var size: GridItem.Size
  public var spacing: CGFloat?
  public var alignment: Alignment?
  public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) { fatalError() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 26.0, *)
extension GridItem.Size : Equatable {
  public static func == (a: GridItem.Size, b: GridItem.Size) -> Bool { fatalError() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 26.0, *)
extension GridItem : Equatable {
  public static func == (a: GridItem, b: GridItem) -> Bool { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct LazyVGrid<Content> : View where Content : View {
  public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) { fatalError() }
  @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension LazyVGrid : Sendable {
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Grid : View {
}
