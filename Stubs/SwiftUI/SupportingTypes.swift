// SwiftUI: types the other areas' declarations name (layout internals, view inputs, scalar conformances).
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
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AnyGradient : Hashable, ShapeStyle, Sendable {
  public init(_ gradient: Gradient) { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
  public static func == (lhs: AnyGradient, rhs: AnyGradient) -> Bool { fatalError() }
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Resolved = Never
  public var hashValue: Int { get { fatalError() } }
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
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@globalActor public actor _ImpossibleActor : Sendable {
  nonisolated(unsafe) public static var shared: _ImpossibleActor = { fatalError() }()
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias ActorType = _ImpossibleActor
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@_ImpossibleActor public protocol _RemoveGlobalActorIsolation {
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
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CGRect : Animatable {
  public typealias AnimatableData = AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>
  public var animatableData: CGRect.AnimatableData { get { fatalError() } set { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ImpossibleActor : GlobalActor {
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct LabeledToolbarItemGroupContent<Content, Label> : View where Content : View, Label : View {
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(*, unavailable)
extension LabeledToolbarItemGroupContent : Sendable {
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
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct RenameAction {
  public func callAsFunction() { fatalError() }
}
@available(*, unavailable)
extension RenameAction : Sendable {
}
