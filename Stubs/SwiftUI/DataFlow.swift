// SwiftUI: State, bindings, the environment and preferences.
// Interface stub for `make check-ui` (Stubs/README.md): each declaration mirrors the iOS 26 SDK's SwiftUI and
// SwiftUICore module interfaces (names, labels, types, constraints, isolation, availability), trimmed to what
// the apps' views can reach; bodies are `fatalError()` and nothing runs.
// https://developer.apple.com/documentation/swiftui/state-and-data-flow
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
public enum LayoutDirection : Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
  public static func == (a: LayoutDirection, b: LayoutDirection) -> Bool { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias AllCases = [LayoutDirection]
  nonisolated public static var allCases: [LayoutDirection] { get { fatalError() } }
  public func hash(into hasher: inout Hasher) { fatalError() }
  public var hashValue: Int { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  public var isEnabled: Bool { get { fatalError() } set { fatalError() } }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct Namespace : DynamicProperty, Sendable {
  public init() { fatalError() }
  public var wrappedValue: Namespace.ID { get { fatalError() } }
  public struct ID : Hashable {
    public static func == (a: Namespace.ID, b: Namespace.ID) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var hashValue: Int { get { fatalError() } }
  }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { return EmptyView() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@preconcurrency @MainActor public struct OpenURLAction {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public struct Result : Sendable {
    public static let handled: OpenURLAction.Result = { fatalError() }()
    public static let systemAction: OpenURLAction.Result = { fatalError() }()
    public static func systemAction(_ url: URL) -> OpenURLAction.Result { fatalError() }
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @preconcurrency @MainActor public init(handler: @escaping (URL) -> OpenURLAction.Result) { fatalError() }
  @MainActor @preconcurrency public func callAsFunction(_ url: URL) { fatalError() }
  @available(watchOS, unavailable)
  @MainActor @preconcurrency public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EnvironmentValues {
  @preconcurrency @MainActor public var openURL: OpenURLAction { get { fatalError() } set { fatalError() } }
}
@available(iOS 15.0, macOS 10.15, tvOS 15.0, visionOS 1.0, watchOS 9.0, *)
extension EnvironmentValues {
  public var controlSize: ControlSize { get { fatalError() } set { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
  mutating func update()
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
  public mutating func update() { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  public var multilineTextAlignment: TextAlignment { get { fatalError() } set { fatalError() } }
  public var truncationMode: Text.TruncationMode { get { fatalError() } set { fatalError() } }
  public var lineSpacing: CGFloat { get { fatalError() } set { fatalError() } }
  public var minimumScaleFactor: CGFloat { get { fatalError() } set { fatalError() } }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public var textCase: Text.Case? { get { fatalError() } set { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public var lineLimit: Int? { get { fatalError() } set { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct Environment<Value> : DynamicProperty {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
  public var wrappedValue: Value { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment : Sendable where Value : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  public var transaction: Transaction
  @preconcurrency public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value, @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void) { fatalError() }
  @preconcurrency public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value, @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void) { fatalError() }
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
  public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
  public var projectedValue: Binding<Value> { get { fatalError() } }
  public init(projectedValue: Binding<Value>) { fatalError() }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding : @unchecked Sendable where Value : Sendable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Binding : Identifiable where Value : Identifiable {
  public var id: Value.ID { get { fatalError() } }
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
  public typealias ID = Value.ID
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Binding : Sequence where Value : MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Binding : Collection where Value : MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public var startIndex: Binding<Value>.Index { get { fatalError() } }
  public var endIndex: Binding<Value>.Index { get { fatalError() } }
  public var indices: Value.Indices { get { fatalError() } }
  public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index { fatalError() }
  public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element { get { fatalError() } }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Binding : BidirectionalCollection where Value : BidirectionalCollection, Value : MutableCollection {
  public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Binding : RandomAccessCollection where Value : MutableCollection, Value : RandomAccessCollection {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding {
  public func transaction(_ transaction: Transaction) -> Binding<Value> { fatalError() }
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding : DynamicProperty {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues : CustomStringConvertible {
  public init() { fatalError() }
  public subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get { fatalError() } set { fatalError() } }
  public var description: String { get { fatalError() } }
}
@available(*, unavailable)
extension EnvironmentValues : Sendable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize : Hashable, Comparable, CaseIterable, Sendable {
  case xSmall
  case small
  case medium
  case large
  case xLarge
  case xxLarge
  case xxxLarge
  case accessibility1
  case accessibility2
  case accessibility3
  case accessibility4
  case accessibility5
  public var isAccessibilitySize: Bool { get { fatalError() } }
  public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { fatalError() }
  public static func == (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { fatalError() }
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
  public typealias AllCases = [DynamicTypeSize]
  nonisolated public static var allCases: [DynamicTypeSize] { get { fatalError() } }
  public func hash(into hasher: inout Hasher) { fatalError() }
  public var hashValue: Int { get { fatalError() } }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
  public var dynamicTypeSize: DynamicTypeSize { get { fatalError() } set { fatalError() } }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { return EmptyView() }
  nonisolated public func dynamicTypeSize<T>(_ range: T) -> some View where T : RangeExpression, T.Bound == DynamicTypeSize { return EmptyView() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct ScaledMetric<Value> : DynamicProperty where Value : BinaryFloatingPoint {
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { fatalError() }
  public init(wrappedValue: Value) { fatalError() }
  public var wrappedValue: Value { get { fatalError() } }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ScaledMetric : Sendable where Value : Sendable {
}
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
public enum ContentSizeCategory : Hashable, CaseIterable, Sendable {
  case extraSmall
  case small
  case medium
  case large
  case extraLarge
  case extraExtraLarge
  case extraExtraExtraLarge
  case accessibilityMedium
  case accessibilityLarge
  case accessibilityExtraLarge
  case accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge
  public static func == (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { fatalError() }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "DynamicTypeSize")
  public typealias AllCases = [ContentSizeCategory]
  nonisolated public static var allCases: [ContentSizeCategory] { get { fatalError() } }
  public func hash(into hasher: inout Hasher) { fatalError() }
  public var hashValue: Int { get { fatalError() } }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ContentSizeCategory {
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { fatalError() }
  public static func <= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { fatalError() }
  public static func > (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { fatalError() }
  public static func >= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
  public var wrappedValue: Value
  public var projectedValue: Bindable<Value> { get { fatalError() } }
  @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
  public init(wrappedValue: Value) { fatalError() }
  @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
  public init(projectedValue: Bindable<Value>) { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value : AnyObject {
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { get { fatalError() } }
}
extension Bindable where Value : ObservableObject {
  @available(*, unavailable, message: "@Bindable only works with Observable types. For ObservableObject types, use @ObservedObject instead.")
  public init(wrappedValue: Value) { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value : AnyObject, Value : Observable {
  public init(wrappedValue: Value) { fatalError() }
  public init(_ wrappedValue: Value) { fatalError() }
  public init(projectedValue: Bindable<Value>) { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable : Identifiable where Value : Identifiable {
  public var id: Value.ID { get { fatalError() } }
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias ID = Value.ID
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable : Sendable where Value : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Environment {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(_ objectType: Value.Type) where Value : AnyObject, Value : Observable { fatalError() }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init<T>(_ objectType: T.Type) where Value == T?, T : AnyObject, T : Observable { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension EnvironmentValues {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public subscript<T>(objectType: T.Type) -> T? where T : AnyObject, T : Observable { get { fatalError() } set { fatalError() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func environment<T>(_ object: T?) -> some View where T : AnyObject, T : Observable { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct State<Value> : DynamicProperty {
  public init(wrappedValue value: Value) { fatalError() }
  public init(initialValue value: Value) { fatalError() }
  public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
  public var projectedValue: Binding<Value> { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State : Sendable where Value : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value : ExpressibleByNilLiteral {
  public init() { fatalError() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension EnvironmentValues {
  public var contentTransition: ContentTransition { get { fatalError() } set { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum UserInterfaceSizeClass : Sendable {
  case compact
  case regular
  public static func == (a: UserInterfaceSizeClass, b: UserInterfaceSizeClass) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  public var font: Font? { get { fatalError() } set { fatalError() } }
  @available(macOS 11.0, *)
  public var imageScale: Image.Scale { get { fatalError() } set { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  public var calendar: Calendar { get { fatalError() } set { fatalError() } }
  public var timeZone: TimeZone { get { fatalError() } set { fatalError() } }
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public var horizontalSizeClass: UserInterfaceSizeClass? { get { fatalError() } set { fatalError() } }
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public var verticalSizeClass: UserInterfaceSizeClass? { get { fatalError() } set { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PreferenceKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
  static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PreferenceKey where Self.Value : ExpressibleByNilLiteral {
  public static var defaultValue: Self.Value { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding {
  public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
  public init?(_ base: Binding<Value?>) { fatalError() }
  public init<V>(_ base: Binding<V>) where Value == AnyHashable, V : Hashable { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  public var accessibilityReduceMotion: Bool { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorScheme : CaseIterable, Sendable {
  case light
  case dark
  public static func == (a: ColorScheme, b: ColorScheme) -> Bool { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias AllCases = [ColorScheme]
  nonisolated public static var allCases: [ColorScheme] { get { fatalError() } }
}
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
extension View {
  nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  public var colorScheme: ColorScheme { get { fatalError() } set { fatalError() } }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Namespace.ID : Sendable {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension OpenURLAction : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UserInterfaceSizeClass : Equatable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UserInterfaceSizeClass : Hashable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ColorScheme : Equatable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ColorScheme : Hashable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@preconcurrency @MainActor public struct DismissAction {
  @MainActor @preconcurrency public func callAsFunction() { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
  public var dismiss: DismissAction { get { fatalError() } }
  public var isPresented: Bool { get { fatalError() } }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EnvironmentValues {
  public var scenePhase: ScenePhase { get { fatalError() } set { fatalError() } }
}
extension Scene {
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { _stubNever() as Never }
}
extension Scene {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func environment<T>(_ object: T?) -> some Scene where T : AnyObject, T : Observable { _stubNever() as Never }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@propertyWrapper public struct FocusState<Value> : DynamicProperty where Value : Hashable {
  @propertyWrapper public struct Binding {
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
    public var projectedValue: FocusState<Value>.Binding { get { fatalError() } }
    @available(*, unavailable, message: "no public initialiser") public init() { fatalError() }
  }
  public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
  public var projectedValue: FocusState<Value>.Binding { get { fatalError() } }
  public init() where Value == Bool { fatalError() }
  public init<T>() where Value == T?, T : Hashable { fatalError() }
}
@available(*, unavailable)
extension FocusState : Sendable {
}
@available(*, unavailable)
extension FocusState.Binding : Sendable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value : Hashable { return EmptyView() }
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { return EmptyView() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
  public var refresh: RefreshAction? { get { fatalError() } }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct RefreshAction : Sendable {
  public func callAsFunction() async { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
  public var isSearching: Bool { get { fatalError() } }
}
extension EnvironmentValues {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public var undoManager: UndoManager? { get { fatalError() } }
}
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum EditMode : Sendable {
  case inactive
  case transient
  case active
  public var isEditing: Bool { get { fatalError() } }
  public static func == (a: EditMode, b: EditMode) -> Bool { fatalError() }
}
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public var editMode: Binding<EditMode>? { get { fatalError() } set { fatalError() } }
}
extension ColorScheme {
  @available(iOS 14.0, tvOS 14.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle) { fatalError() }
}
extension ContentSizeCategory {
  @available(iOS 14.0, tvOS 14.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public init?(_ uiSizeCategory: UIContentSizeCategory) { fatalError() }
}
@available(iOS 15.0, tvOS 15.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension DynamicTypeSize {
  public init?(_ uiSizeCategory: UIContentSizeCategory) { fatalError() }
}
@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
  public var keyboardShortcut: KeyboardShortcut? { get { fatalError() } }
}
extension EnvironmentValues {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 8.0, *)
  public var autocorrectionDisabled: Bool { get { fatalError() } set { fatalError() } }
}
extension EnvironmentValues {
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public var isFocused: Bool { get { fatalError() } }
}
extension EnvironmentValues {
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public var rename: RenameAction? { get { fatalError() } }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension DismissAction : Sendable {
}
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension EditMode : Equatable {
}
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension EditMode : Hashable {
}
