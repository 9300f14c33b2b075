// SwiftUI: Views, view builders and modifiers as types.
// Interface stub for `make check-ui` (Stubs/README.md): each declaration mirrors the iOS 26 SDK's SwiftUI and
// SwiftUICore module interfaces (names, labels, types, constraints, isolation, availability), trimmed to what
// the apps' views can reach; bodies are `fatalError()` and nothing runs.
// https://developer.apple.com/documentation/swiftui/view
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
extension AnyTransition {
  public static func modifier<E>(active: E, identity: E) -> AnyTransition where E : ViewModifier { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ForEach {
  public init<V>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content) where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content : View, V : View { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct _ViewModifier_Content<Modifier> : View where Modifier : ViewModifier {
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated public struct PlaceholderContentView<Value> : View {
  @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension PlaceholderContentView : Sendable {
}
@available(*, unavailable)
extension _ViewModifier_Content : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct TupleView<T> : View {
  public var value: T
  public init(_ value: T) { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension TupleView : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Group<Content> {
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension Group : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Group : View where Content : View {
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
  public static func buildExpression<Content>(_ content: Content) -> Content where Content : View { fatalError() }
  public static func buildBlock() -> EmptyView { fatalError() }
  public static func buildBlock<Content>(_ content: Content) -> Content where Content : View { fatalError() }
  @_disfavoredOverload public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content : View { fatalError() }
}
@available(*, unavailable)
extension ViewBuilder : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewBuilder {
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content : View { fatalError() }
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View { fatalError() }
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent : View, FalseContent : View { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ViewBuilder {
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content : View { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ForEach {
  public init<V>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content : View, V : View { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ForEachSubviewCollection<Content> : RandomAccessCollection where Content : View {
  public var startIndex: Int { get { fatalError() } }
  public var endIndex: Int { get { fatalError() } }
  public subscript(index: Int) -> Subview { get { fatalError() } }
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Element = Subview
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Index = Int
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Indices = Range<Int>
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Iterator = IndexingIterator<ForEachSubviewCollection<Content>>
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias SubSequence = Slice<ForEachSubviewCollection<Content>>
}
@available(*, unavailable)
extension ForEachSubviewCollection : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Never : ShapeStyle {
  public typealias Resolved = Never
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V : Hashable { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional : Gesture where Wrapped : Gesture {
  public typealias Value = Wrapped.Value
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@_typeEraser(AnyView) @preconcurrency @MainActor public protocol View {
  associatedtype Body : View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never : Gesture {
  public typealias Value = Never
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct EmptyView : View {
  public init() { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct AnyView : View {
  public init<V>(_ view: V) where V : View { fatalError() }
  public init<V>(erasing view: V) where V : View { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension AnyView : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional : View where Wrapped : View {
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol ViewModifier {
  associatedtype Body : View
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  typealias Content = _ViewModifier_Content<Self>
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewModifier where Self.Body == Never {
  @MainActor @preconcurrency public func body(content: Self.Content) -> Self.Body { return _stubNever() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct EmptyModifier : ViewModifier {
  public static let identity: EmptyModifier = { fatalError() }()
  public typealias Body = Never
  public init() { fatalError() }
  @MainActor @preconcurrency public func body(content: EmptyModifier.Content) -> EmptyModifier.Body { return _stubNever() }
  public var body: Never { return _stubNever() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ModifiedContent<Content, Modifier> {
  public typealias Body = Never
  public var content: Content
  public var modifier: Modifier
  nonisolated public init(content: Content, modifier: Modifier) { fatalError() }
  public var body: Never { return _stubNever() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent : Equatable where Content : Equatable, Modifier : Equatable {
  public static func == (a: ModifiedContent<Content, Modifier>, b: ModifiedContent<Content, Modifier>) -> Bool { fatalError() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension ModifiedContent : Sendable where Content : Sendable, Modifier : Sendable {
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension ModifiedContent : Animatable where Content : Animatable, Modifier : Animatable {
  public var animatableData: AnimatablePair<Content.AnimatableData, Modifier.AnimatableData> { get { fatalError() } set { fatalError() } }
  @available(iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, macOS 26.0, *)
  public typealias AnimatableData = AnimatablePair<Content.AnimatableData, Modifier.AnimatableData>
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent : View where Content : View, Modifier : ViewModifier {
  @MainActor @preconcurrency public var body: ModifiedContent<Content, Modifier>.Body { get { return _stubNever() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent : ViewModifier where Content : ViewModifier, Modifier : ViewModifier {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never : View {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicViewContent<Data> : View {
  associatedtype Data : Collection
  var data: Self.Data { get }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach : DynamicViewContent where Content : View {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent : DynamicViewContent where Content : DynamicViewContent, Modifier : ViewModifier {
  nonisolated public var data: Content.Data { get { fatalError() } }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Data = Content.Data
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Group {
  public init<Base, Result>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result) where Content == GroupElementsOfContent<Base, Result>, Base : View, Result : View { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct SubviewsCollection : RandomAccessCollection {
  public func index(before i: Int) -> Int { fatalError() }
  public func index(after i: Int) -> Int { fatalError() }
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
  public typealias Iterator = IndexingIterator<SubviewsCollection>
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias SubSequence = SubviewsCollectionSlice
}
@available(*, unavailable)
extension SubviewsCollection : Sendable {
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension SubviewsCollection : View {
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ConditionalContent<TrueContent, FalseContent> {
  @frozen public enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  public let storage: _ConditionalContent<TrueContent, FalseContent>.Storage
}
@available(*, unavailable)
extension _ConditionalContent.Storage : Sendable {
}
@available(*, unavailable)
extension _ConditionalContent : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent : View where TrueContent : View, FalseContent : View {
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable {
  public var data: Data
  public var content: (Data.Element) -> Content
}
@available(*, unavailable)
extension ForEach : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach : View where Content : View {
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content : View, Data.Element : Identifiable {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content : View {
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content : View {
  @_disfavoredOverload public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C : MutableCollection, C : RandomAccessCollection, C.Element : Identifiable, C.Index : Hashable { fatalError() }
  @_disfavoredOverload public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C : MutableCollection, C : RandomAccessCollection, C.Index : Hashable { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content : View {
  @_semantics("swiftui.requires_constant_range") public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewModifier {
  nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier { return _stubNever() as EmptyModifier }
  @MainActor @preconcurrency public func animation(_ animation: Animation?) -> some ViewModifier { return _stubNever() as EmptyModifier }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func id<ID>(_ id: ID) -> some View where ID : Hashable { return EmptyView() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Group {
  public init<Base, Result>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result) where Content == GroupSectionsOfContent<Base, Result>, Base : View, Result : View { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
nonisolated public struct Subview : View, Identifiable {
  public struct ID : Hashable {
    public static func == (a: Subview.ID, b: Subview.ID) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var hashValue: Int { get { fatalError() } }
  }
  public var id: Subview.ID { get { fatalError() } }
  @available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, macOS 15.0, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension Subview : Sendable {
}
@available(*, unavailable)
extension Subview.ID : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EmptyView : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EmptyModifier : Sendable {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension EmptyModifier : _SceneModifier {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ModifiedContent : Scene where Content : Scene, Modifier : _SceneModifier {
  @MainActor @preconcurrency public var body: ModifiedContent<Content, Modifier>.Body { get { return _stubNever() } }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ModifiedContent : _SceneModifier where Content : _SceneModifier, Modifier : _SceneModifier {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never : ToolbarContent, CustomizableToolbarContent {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicViewContent {
  nonisolated public func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> some DynamicViewContent { return _stubNever() as ForEach<[Int], Int, EmptyView> }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Group : Scene where Content : Scene {
  nonisolated public init(@SceneBuilder content: () -> Content) { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never : Scene {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicViewContent {
  nonisolated public func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent { return _stubNever() as ForEach<[Int], Int, EmptyView> }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Group : ToolbarContent where Content : ToolbarContent {
  nonisolated public init(@ToolbarContentBuilder content: () -> Content) { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Group : CustomizableToolbarContent where Content : CustomizableToolbarContent {
  nonisolated public init(@ToolbarContentBuilder content: () -> Content) { fatalError() }
}
@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
@available(tvOS, unavailable)
extension _ConditionalContent : SliderTickContent where TrueContent : SliderTickContent, FalseContent : SliderTickContent, TrueContent.Body == FalseContent.Body {
  public typealias Value = TrueContent.Value
  public var body: TrueContent.Body { get { return _stubNever() } }
  @available(iOS 26.0, watchOS 26.0, visionOS 26.0, macOS 26.0, *)
  @available(tvOS, unavailable)
  public typealias Body = TrueContent.Body
}
@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
@available(tvOS, unavailable)
extension Optional : SliderTickContent where Wrapped : SliderTickContent {
  public typealias Value = Wrapped.Value
  public typealias TicksCollection = [SliderTick<Wrapped.Value>]
  public var body: Optional<Wrapped>.TicksCollection { get { return _stubNever() } }
  @available(iOS 26.0, watchOS 26.0, visionOS 26.0, macOS 26.0, *)
  @available(tvOS, unavailable)
  public typealias Body = Optional<Wrapped>.TicksCollection
}
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension _ConditionalContent : Commands where TrueContent : Commands, FalseContent : Commands {
  @available(iOS 16.0, macOS 13.0, *)
  @available(tvOS, unavailable, introduced: 13.0)
  @available(watchOS, unavailable, introduced: 6.0)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Optional : Commands where Wrapped : Commands {
  @available(iOS 16.0, macOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Never {
  public typealias TableRowValue = Never
}
@available(iOS 15.0, macOS 12.0, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
extension View {
  nonisolated public func badge(_ count: Int) -> some View { return EmptyView() }
  nonisolated public func badge(_ label: Text?) -> some View { return EmptyView() }
  nonisolated public func badge(_ key: LocalizedStringKey?) -> some View { return EmptyView() }
  @available(iOS 16.0, macOS 13.0, *)
  @_disfavoredOverload nonisolated public func badge(_ resource: LocalizedStringResource?) -> some View { return EmptyView() }
  @_disfavoredOverload nonisolated public func badge<S>(_ label: S?) -> some View where S : StringProtocol { return EmptyView() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension _ConditionalContent : ToolbarContent where TrueContent : ToolbarContent, FalseContent : ToolbarContent {
  @available(iOS 16.0, tvOS 16.0, watchOS 9.0, macOS 13.0, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension _ConditionalContent : CustomizableToolbarContent where TrueContent : CustomizableToolbarContent, FalseContent : CustomizableToolbarContent {
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Optional : ToolbarContent where Wrapped : ToolbarContent {
  @available(iOS 16.0, tvOS 16.0, watchOS 9.0, macOS 13.0, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Optional : CustomizableToolbarContent where Wrapped : CustomizableToolbarContent {
}
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Group : Commands where Content : Commands {
  nonisolated public init(@CommandsBuilder content: () -> Content) { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func help(_ textKey: LocalizedStringKey) -> some View { return EmptyView() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload nonisolated public func help(_ textKey: LocalizedStringResource) -> some View { return EmptyView() }
  nonisolated public func help(_ text: Text) -> some View { return EmptyView() }
  @_disfavoredOverload nonisolated public func help<S>(_ text: S) -> some View where S : StringProtocol { return EmptyView() }
}
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Never : Commands {
}
