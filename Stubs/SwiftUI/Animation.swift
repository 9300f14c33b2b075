// SwiftUI: Animations, transactions and transitions.
// Interface stub for `make check-ui` (Stubs/README.md): each declaration mirrors the iOS 26 SDK's SwiftUI and
// SwiftUICore module interfaces (names, labels, types, constraints, isolation, availability), trimmed to what
// the apps' views can reach; bodies are `fatalError()` and nothing runs.
// https://developer.apple.com/documentation/swiftui/animations
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
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated public struct OffsetTransition : Transition {
  public var offset: CGSize
  public init(_ offset: CGSize) { fatalError() }
  @MainActor @preconcurrency public func body(content: OffsetTransition.Content, phase: TransitionPhase) -> some View { return EmptyView() }
}
@available(*, unavailable)
extension OffsetTransition : Sendable {
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
extension Animation {
  public static let `default`: Animation = { fatalError() }()
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
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func matchedGeometryEffect<ID>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> some View where ID : Hashable { return EmptyView() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct Spring : Hashable, Sendable {
  public static func == (a: Spring, b: Spring) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
  public var hashValue: Int { get { fatalError() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Spring {
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) { fatalError() }
  public var duration: TimeInterval { get { fatalError() } }
  public var bounce: Double { get { fatalError() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Spring {
  public var response: Double { get { fatalError() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Spring {
  public func value<V>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V where V : VectorArithmetic { fatalError() }
  public func velocity<V>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V where V : VectorArithmetic { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Spring {
  public static var snappy: Spring { get { fatalError() } }
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Animation {
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyTransition {
  public static func move(edge: Edge) -> AnyTransition { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == MoveTransition {
  @MainActor @preconcurrency public static func move(edge: Edge) -> Self { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated public struct MoveTransition : Transition {
  public var edge: Edge
  public init(edge: Edge) { fatalError() }
  @MainActor @preconcurrency public func body(content: MoveTransition.Content, phase: TransitionPhase) -> some View { return EmptyView() }
}
@available(*, unavailable)
extension MoveTransition : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated public struct OpacityTransition : Transition {
  public init() { fatalError() }
  @MainActor @preconcurrency public func body(content: OpacityTransition.Content, phase: TransitionPhase) -> some View { return EmptyView() }
  @MainActor @preconcurrency public static let properties: TransitionProperties = { fatalError() }()
}
@available(*, unavailable)
extension OpacityTransition : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyTransition {
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol TransactionKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Transaction {
  public init() { fatalError() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public subscript<K>(key: K.Type) -> K.Value where K : TransactionKey { get { fatalError() } set { fatalError() } }
}
@available(*, unavailable)
extension Transaction : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Animation {
  public func logicallyComplete(after duration: TimeInterval) -> Animation { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyTransition {
  public static var slide: AnyTransition { get { fatalError() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == SlideTransition {
  @MainActor @preconcurrency public static var slide: SlideTransition { get { fatalError() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated public struct SlideTransition : Transition {
  public init() { fatalError() }
  @MainActor @preconcurrency public func body(content: SlideTransition.Content, phase: TransitionPhase) -> some View { return EmptyView() }
}
@available(*, unavailable)
extension SlideTransition : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete, _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result { fatalError() }
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AnimationCompletionCriteria : Hashable, Sendable {
  public static let logicallyComplete: AnimationCompletionCriteria = { fatalError() }()
  public static let removed: AnimationCompletionCriteria = { fatalError() }()
  public static func == (a: AnimationCompletionCriteria, b: AnimationCompletionCriteria) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
  public var hashValue: Int { get { fatalError() } }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension AnyTransition {
  public static func push(from edge: Edge) -> AnyTransition { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == PushTransition {
  @MainActor @preconcurrency public static func push(from edge: Edge) -> Self { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated public struct PushTransition : Transition {
  public var edge: Edge
  public init(edge: Edge) { fatalError() }
  @MainActor @preconcurrency public func body(content: PushTransition.Content, phase: TransitionPhase) -> some View { return EmptyView() }
}
@available(*, unavailable)
extension PushTransition : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animation {
  public func delay(_ delay: TimeInterval) -> Animation { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animation {
  public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation { fatalError() }
  @_disfavoredOverload public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { fatalError() }
  public static var spring: Animation { get { fatalError() } }
  public static var snappy: Animation { get { fatalError() } }
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V : Equatable { return EmptyView() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View where Self : Equatable {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func animation(_ animation: Animation?) -> some View { return EmptyView() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AnimationState<Value> where Value : VectorArithmetic {
  public init() { fatalError() }
  public subscript<K>(key: K.Type) -> K.Value where K : AnimationStateKey { get { fatalError() } set { fatalError() } }
}
@available(*, unavailable)
extension AnimationState : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol AnimationStateKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Transaction {
  public init(animation: Animation?) { fatalError() }
  public var animation: Animation? { get { fatalError() } set { fatalError() } }
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
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animation {
  public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
  public static var easeInOut: Animation { get { fatalError() } }
  public static func easeOut(duration: TimeInterval) -> Animation { fatalError() }
  public static var easeOut: Animation { get { fatalError() } }
  public static func linear(duration: TimeInterval) -> Animation { fatalError() }
  public static var linear: Animation { get { fatalError() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@preconcurrency public protocol CustomAnimation : Hashable, Sendable {
  nonisolated func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? where V : VectorArithmetic
  nonisolated func velocity<V>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? where V : VectorArithmetic
  nonisolated func shouldMerge<V>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool where V : VectorArithmetic
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension CustomAnimation {
  public func velocity<V>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? where V : VectorArithmetic { fatalError() }
  public func shouldMerge<V>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool where V : VectorArithmetic { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AnimationContext<Value> where Value : VectorArithmetic {
  public var state: AnimationState<Value>
  public var isLogicallyComplete: Bool
  public var environment: EnvironmentValues { get { fatalError() } }
}
@available(*, unavailable)
extension AnimationContext : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AnyTransition {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init<T>(_ transition: T) where T : Transition { fatalError() }
}
@available(*, unavailable)
extension AnyTransition : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyTransition {
  public func animation(_ animation: Animation?) -> AnyTransition { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition {
  @MainActor @preconcurrency public func animation(_ animation: Animation?) -> some Transition { return _stubNever() as OffsetTransition }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyTransition {
  public func combined(with other: AnyTransition) -> AnyTransition { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition {
  @MainActor @preconcurrency public func combined<T>(with other: T) -> some Transition where T : Transition { return _stubNever() as OffsetTransition }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ContentTransition : Equatable, Sendable {
  public static let identity: ContentTransition = { fatalError() }()
  public static let opacity: ContentTransition = { fatalError() }()
  public static func numericText(countsDown: Bool = false) -> ContentTransition { fatalError() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static func numericText(value: Double) -> ContentTransition { fatalError() }
  public static func == (a: ContentTransition, b: ContentTransition) -> Bool { fatalError() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  nonisolated public func contentTransition(_ transition: ContentTransition) -> some View { return EmptyView() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@preconcurrency @MainActor public protocol Transition {
  associatedtype Body : View
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content, phase: TransitionPhase) -> Self.Body
  @MainActor @preconcurrency static var properties: TransitionProperties { get }
  typealias Content = PlaceholderContentView<Self>
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition {
  @MainActor @preconcurrency public static var properties: TransitionProperties { get { fatalError() } }
  @MainActor @preconcurrency public func apply<V>(content: V, phase: TransitionPhase) -> some View where V : View { return EmptyView() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@frozen public enum TransitionPhase {
  case willAppear
  case identity
  case didDisappear
  public static func == (a: TransitionPhase, b: TransitionPhase) -> Bool { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension TransitionPhase {
  public var value: Double { get { fatalError() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct TransitionProperties : Sendable {
  public init(hasMotion: Bool = true) { fatalError() }
  public var hasMotion: Bool
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnyTransition {
  public static var identity: AnyTransition { get { fatalError() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == IdentityTransition {
  @MainActor @preconcurrency public static var identity: IdentityTransition { get { fatalError() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated public struct IdentityTransition : Transition {
  public init() { fatalError() }
  @MainActor @preconcurrency public func body(content: IdentityTransition.Content, phase: TransitionPhase) -> IdentityTransition.Content { return _stubNever() }
  @MainActor @preconcurrency public static let properties: TransitionProperties = { fatalError() }()
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Body = IdentityTransition.Content
}
@available(*, unavailable)
extension IdentityTransition : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { fatalError() }
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { return EmptyView() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View { return EmptyView() }
  @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(macOS, introduced: 10.15, deprecated: 12.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(tvOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(watchOS, introduced: 6.0, deprecated: 8.0, message: "Use withAnimation or animation(_:value:) instead.")
  @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use withAnimation or animation(_:value:) instead.")
  @_disfavoredOverload nonisolated public func animation(_ animation: Animation?) -> some View { return EmptyView() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  nonisolated public func transaction<V>(_ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View where V : View { return EmptyView() }
  nonisolated public func animation<V>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View where V : View { return EmptyView() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated public struct ScaleTransition : Transition {
  public var scale: Double
  public var anchor: UnitPoint
  public init(_ scale: Double, anchor: UnitPoint = .center) { fatalError() }
  @MainActor @preconcurrency public func body(content: ScaleTransition.Content, phase: TransitionPhase) -> some View { return EmptyView() }
}
@available(*, unavailable)
extension ScaleTransition : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Animation : Equatable, Sendable {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init<A>(_ base: A) where A : CustomAnimation { fatalError() }
  public static func == (lhs: Animation, rhs: Animation) -> Bool { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Animation : Hashable {
  public func velocity<V>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? where V : VectorArithmetic { fatalError() }
  public var base: any CustomAnimation { get { fatalError() } }
  public func hash(into hasher: inout Hasher) { fatalError() }
  public var hashValue: Int { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animation : CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  public var description: String { get { fatalError() } }
  public var debugDescription: String { get { fatalError() } }
  public var customMirror: Mirror { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @_disfavoredOverload nonisolated public func transition(_ t: AnyTransition) -> some View { return EmptyView() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func transition<T>(_ transition: T) -> some View where T : Transition { return EmptyView() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension TransitionPhase : Equatable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension TransitionPhase : Hashable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension TransitionPhase : Sendable {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension MatchedGeometryProperties : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency public struct SymbolEffectTransition : Transition {
  @MainActor @preconcurrency public func body(content: SymbolEffectTransition.Content, phase: TransitionPhase) -> some View { return EmptyView() }
  @MainActor @preconcurrency public static let properties: TransitionProperties = { fatalError() }()
}
@available(*, unavailable)
extension SymbolEffectTransition : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentTransition {
  public static func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition where T : ContentTransitionSymbolEffect, T : SymbolEffect { fatalError() }
  public static var symbolEffect: ContentTransition { get { fatalError() } }
}
