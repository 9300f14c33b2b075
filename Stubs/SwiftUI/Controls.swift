// SwiftUI: Buttons, toggles, pickers, menus, links, labels and progress.
// Interface stub for `make check-ui` (Stubs/README.md): each declaration mirrors the iOS 26 SDK's SwiftUI and
// SwiftUICore module interfaces (names, labels, types, constraints, isolation, availability), trimmed to what
// the apps' views can reach; bodies are `fatalError()` and nothing runs.
// https://developer.apple.com/documentation/swiftui/controls-and-indicators
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
  nonisolated public func disabled(_ disabled: Bool) -> some View { return EmptyView() }
}
@available(iOS 15.0, macOS 10.15, tvOS 15.0, visionOS 1.0, watchOS 9.0, *)
public enum ControlSize : CaseIterable, Sendable {
  case mini
  case small
  case regular
  @available(macOS 11.0, *)
  case large
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, watchOS 10.0, *)
  case extraLarge
  public static var allCases: [ControlSize] { get { fatalError() } }
  public static func == (a: ControlSize, b: ControlSize) -> Bool { fatalError() }
  @available(iOS 15.0, tvOS 15.0, watchOS 9.0, visionOS 1.0, macOS 10.15, *)
  public typealias AllCases = [ControlSize]
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension ControlSize : Comparable {
  public static func < (lhs: ControlSize, rhs: ControlSize) -> Bool { fatalError() }
}
@available(iOS 15.0, macOS 10.15, tvOS 15.0, visionOS 1.0, watchOS 9.0, *)
extension View {
  nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { return EmptyView() }
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func controlSize<T>(_ range: T) -> some View where T : RangeExpression, T.Bound == ControlSize { return EmptyView() }
}
@available(iOS 15.0, macOS 10.15, tvOS 15.0, visionOS 1.0, watchOS 9.0, *)
extension ControlSize : Hashable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
public struct SensoryFeedback : Equatable, Sendable {
  public static let success: SensoryFeedback = { fatalError() }()
  public static let warning: SensoryFeedback = { fatalError() }()
  public static let error: SensoryFeedback = { fatalError() }()
  public static let selection: SensoryFeedback = { fatalError() }()
  public static let decrease: SensoryFeedback = { fatalError() }()
  public static let start: SensoryFeedback = { fatalError() }()
  public static let stop: SensoryFeedback = { fatalError() }()
  public static let alignment: SensoryFeedback = { fatalError() }()
  public static let impact: SensoryFeedback = { fatalError() }()
  public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { fatalError() }
  public struct Weight : Equatable, Sendable {
    public static let light: SensoryFeedback.Weight = { fatalError() }()
    public static let medium: SensoryFeedback.Weight = { fatalError() }()
    public static func == (a: SensoryFeedback.Weight, b: SensoryFeedback.Weight) -> Bool { fatalError() }
  }
  public static func == (a: SensoryFeedback, b: SensoryFeedback) -> Bool { fatalError() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension SensoryFeedback {
  public static func selection(_ feedback: SensoryFeedback.SelectionFeedback) -> SensoryFeedback { fatalError() }
  public static func press(_ feedback: SensoryFeedback.PressFeedback) -> SensoryFeedback { fatalError() }
  public static func release(_ feedback: SensoryFeedback.ReleaseFeedback) -> SensoryFeedback { fatalError() }
  public struct SelectionFeedback : Sendable, Equatable, Hashable {
    public static let minimum: SensoryFeedback.SelectionFeedback = { fatalError() }()
    public static let on: SensoryFeedback.SelectionFeedback = { fatalError() }()
    public static func == (a: SensoryFeedback.SelectionFeedback, b: SensoryFeedback.SelectionFeedback) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var hashValue: Int { get { fatalError() } }
  }
  public struct PressFeedback : Sendable, Equatable, Hashable {
    public static let button: SensoryFeedback.PressFeedback = { fatalError() }()
    public static let toggle: SensoryFeedback.PressFeedback = { fatalError() }()
    public static let tab: SensoryFeedback.PressFeedback = { fatalError() }()
    public static func == (a: SensoryFeedback.PressFeedback, b: SensoryFeedback.PressFeedback) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var hashValue: Int { get { fatalError() } }
  }
  public struct ReleaseFeedback : Sendable, Equatable, Hashable {
    public static func == (a: SensoryFeedback.ReleaseFeedback, b: SensoryFeedback.ReleaseFeedback) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var hashValue: Int { get { fatalError() } }
  }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  @MainActor @preconcurrency public static var automatic: DefaultButtonStyle { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct DefaultButtonStyle : PrimitiveButtonStyle {
  public init() { fatalError() }
  @MainActor @preconcurrency public func makeBody(configuration: DefaultButtonStyle.Configuration) -> some View { return EmptyView() }
}
@available(*, unavailable)
extension DefaultButtonStyle : Sendable {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyle where Self == DefaultLabelStyle {
  @MainActor @preconcurrency public static var automatic: DefaultLabelStyle { get { fatalError() } }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct DefaultLabelStyle : LabelStyle {
  public init() { fatalError() }
  @MainActor @preconcurrency public func makeBody(configuration: DefaultLabelStyle.Configuration) -> some View { return EmptyView() }
}
@available(*, unavailable)
extension DefaultLabelStyle : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  @MainActor @preconcurrency public static var borderless: BorderlessButtonStyle { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 17.0, watchOS 8.0, *)
nonisolated public struct BorderlessButtonStyle : PrimitiveButtonStyle {
  public init() { fatalError() }
  @MainActor @preconcurrency public func makeBody(configuration: BorderlessButtonStyle.Configuration) -> some View { return EmptyView() }
}
@available(*, unavailable)
extension BorderlessButtonStyle : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
extension View {
  nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View where T : Equatable { return EmptyView() }
  nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View where T : Equatable { return EmptyView() }
  nonisolated public func sensoryFeedback<T>(trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View where T : Equatable { return EmptyView() }
  nonisolated public func sensoryFeedback<T>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View where T : Equatable { return EmptyView() }
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
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ToggleStyleConfiguration {
  @MainActor @preconcurrency public struct Label : View {
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias Body = Never
    public var body: Never { return _stubNever() }
  }
  public let label: ToggleStyleConfiguration.Label
  @Binding public var isOn: Bool
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public var isMixed: Bool
}
@available(*, unavailable)
extension ToggleStyleConfiguration : Sendable {
}
@available(*, unavailable)
extension ToggleStyleConfiguration.Label : Sendable {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct ProgressView<Label, CurrentValueLabel> : View where Label : View, CurrentValueLabel : View {
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(*, unavailable)
extension ProgressView : Sendable {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
  nonisolated public init() where Label == EmptyView { fatalError() }
  nonisolated public init(@ViewBuilder label: () -> Label) { fatalError() }
  nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource) where Label == Text { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S) where Label == Text, S : StringProtocol { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView {
  nonisolated public init<V>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView, V : BinaryFloatingPoint { fatalError() }
  nonisolated public init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView, V : BinaryFloatingPoint { fatalError() }
  nonisolated public init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) where V : BinaryFloatingPoint { fatalError() }
  nonisolated public init<V>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView, V : BinaryFloatingPoint { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload nonisolated public init<V>(_ titleResource: LocalizedStringResource, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView, V : BinaryFloatingPoint { fatalError() }
  @_disfavoredOverload nonisolated public init<S, V>(_ title: S, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView, S : StringProtocol, V : BinaryFloatingPoint { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView {
  nonisolated public init(_ progress: Progress) where Label == EmptyView, CurrentValueLabel == EmptyView { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ProgressView {
  nonisolated public init(_ configuration: ProgressViewStyleConfiguration) where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel { fatalError() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LabeledContent<Label, Content> {
}
@available(*, unavailable)
extension LabeledContent : Sendable {
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent : View where Label : View, Content : View {
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content : View {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
  @_disfavoredOverload public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S : StringProtocol { fatalError() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26, *)
extension LabeledContent where Label == Text, Content : View {
  @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) { fatalError() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content == Text {
  public init<S>(_ titleKey: LocalizedStringKey, value: S) where S : StringProtocol { fatalError() }
  @_disfavoredOverload public init<S1, S2>(_ title: S1, value: S2) where S1 : StringProtocol, S2 : StringProtocol { fatalError() }
  public init<F>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F : FormatStyle, F.FormatInput : Equatable, F.FormatOutput == String { fatalError() }
  public init<S, F>(_ title: S, value: F.FormatInput, format: F) where S : StringProtocol, F : FormatStyle, F.FormatInput : Equatable, F.FormatOutput == String { fatalError() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26, *)
extension LabeledContent where Label == Text, Content == Text {
  @_disfavoredOverload public init<S>(_ titleResource: LocalizedStringResource, value: S) where S : StringProtocol { fatalError() }
  @_disfavoredOverload public init<F>(_ titleResource: LocalizedStringResource, value: F.FormatInput, format: F) where F : FormatStyle, F.FormatInput : Equatable, F.FormatOutput == String { fatalError() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
  public init(_ configuration: LabeledContentStyleConfiguration) { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Toggle<Label> : View where Label : View {
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(*, unavailable)
extension Toggle : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Toggle where Label == ToggleStyleConfiguration.Label {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  nonisolated public init(_ configuration: ToggleStyleConfiguration) { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Toggle where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, isOn: Binding<Bool>) where S : StringProtocol { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Toggle where Label == SwiftUIStub.Label<Text, Image> {
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, systemImage: String, isOn: Binding<Bool>) { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage: String, isOn: Binding<Bool>) where S : StringProtocol { fatalError() }
}
@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension PrimitiveButtonStyle where Self == LinkButtonStyle {
  @MainActor @preconcurrency public static var link: LinkButtonStyle { get { fatalError() } }
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
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
nonisolated public struct Menu<Label, Content> : View where Label : View, Content : View {
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(*, unavailable)
extension Menu : Sendable {
}
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu {
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Label == Text { fatalError() }
  @available(iOS 16.0, macOS 13.0, *)
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) where Label == Text { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where Label == Text, S : StringProtocol { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu {
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) { fatalError() }
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) where Label == Text { fatalError() }
  @available(iOS 16.0, macOS 13.0, *)
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) where Label == Text { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) where Label == Text, S : StringProtocol { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu where Label == SwiftUIStub.Label<Text, Image> {
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) { fatalError() }
  @available(iOS 16.0, macOS 13.0, *)
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> Content) { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where S : StringProtocol { fatalError() }
  @available(iOS 15.0, macOS 12.0, tvOS 17.0, *)
  @available(watchOS, unavailable)
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) { fatalError() }
  @available(iOS 16.0, macOS 13.0, *)
  @available(watchOS, unavailable)
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  nonisolated public init(_ configuration: MenuStyleConfiguration) { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { get { fatalError() } }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct InlinePickerStyle : PickerStyle {
  public init() { fatalError() }
}
@available(*, unavailable)
extension InlinePickerStyle : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol PrimitiveButtonStyle {
  associatedtype Body : View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = PrimitiveButtonStyleConfiguration
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PrimitiveButtonStyleConfiguration {
  @MainActor @preconcurrency public struct Label : View {
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias Body = Never
    public var body: Never { return _stubNever() }
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public let role: ButtonRole?
  public let label: PrimitiveButtonStyleConfiguration.Label
  public func trigger() { fatalError() }
}
@available(*, unavailable)
extension PrimitiveButtonStyleConfiguration : Sendable {
}
@available(*, unavailable)
extension PrimitiveButtonStyleConfiguration.Label : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S : PrimitiveButtonStyle { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  @MainActor @preconcurrency public static var plain: PlainButtonStyle { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct PlainButtonStyle : PrimitiveButtonStyle {
  public init() { fatalError() }
  @MainActor @preconcurrency public func makeBody(configuration: PlainButtonStyle.Configuration) -> some View { return EmptyView() }
}
@available(*, unavailable)
extension PlainButtonStyle : Sendable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole : Equatable, Sendable {
  public static let destructive: ButtonRole = { fatalError() }()
  public static let cancel: ButtonRole = { fatalError() }()
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public static let close: ButtonRole = { fatalError() }()
  public static func == (a: ButtonRole, b: ButtonRole) -> Bool { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyle where Self == IconOnlyLabelStyle {
  @MainActor @preconcurrency public static var iconOnly: IconOnlyLabelStyle { get { fatalError() } }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct IconOnlyLabelStyle : LabelStyle {
  public init() { fatalError() }
  @MainActor @preconcurrency public func makeBody(configuration: IconOnlyLabelStyle.Configuration) -> some View { return EmptyView() }
}
@available(*, unavailable)
extension IconOnlyLabelStyle : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 14.0, *)
@available(watchOS, introduced: 6.0, deprecated: 7.0)
extension View {
  nonisolated public func contextMenu<MenuItems>(@ViewBuilder menuItems: () -> MenuItems) -> some View where MenuItems : View { return EmptyView() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, *)
@available(watchOS, unavailable)
extension View {
  nonisolated public func contextMenu<M, P>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View where M : View, P : View { return EmptyView() }
}
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
@available(tvOS, unavailable)
@available(watchOS, introduced: 6.0, deprecated: 7.0)
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
extension View {
  nonisolated public func contextMenu<MenuItems>(_ contextMenu: ContextMenu<MenuItems>?) -> some View where MenuItems : View { return EmptyView() }
}
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
@available(tvOS, unavailable)
@available(watchOS, introduced: 6.0, deprecated: 7.0)
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
public struct ContextMenu<MenuItems> where MenuItems : View {
  public init(@ViewBuilder menuItems: () -> MenuItems) { fatalError() }
}
@available(*, unavailable)
extension ContextMenu : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol ButtonStyle {
  associatedtype Body : View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = ButtonStyleConfiguration
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ButtonStyleConfiguration {
  @MainActor @preconcurrency public struct Label : View {
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias Body = Never
    public var body: Never { return _stubNever() }
  }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public let role: ButtonRole?
  public let label: ButtonStyleConfiguration.Label
  public let isPressed: Bool
}
@available(*, unavailable)
extension ButtonStyleConfiguration : Sendable {
}
@available(*, unavailable)
extension ButtonStyleConfiguration.Label : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S : ButtonStyle { return EmptyView() }
}
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public struct SharePreview<Image, Icon> where Image : Transferable, Icon : Transferable {
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { fatalError() }
  @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, image: Image, icon: Icon) { fatalError() }
  @_disfavoredOverload public init<S>(_ title: S, image: Image, icon: Icon) where S : StringProtocol { fatalError() }
  public init(_ title: Text, image: Image, icon: Icon) { fatalError() }
}
@available(*, unavailable)
extension SharePreview : Sendable {
}
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension SharePreview where Image == Never {
  public init(_ titleKey: LocalizedStringKey, icon: Icon) { fatalError() }
  @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, icon: Icon) { fatalError() }
  @_disfavoredOverload public init<S>(_ title: S, icon: Icon) where S : StringProtocol { fatalError() }
  public init(_ title: Text, icon: Icon) { fatalError() }
}
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension SharePreview where Icon == Never {
  public init(_ titleKey: LocalizedStringKey, image: Image) { fatalError() }
  @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, image: Image) { fatalError() }
  @_disfavoredOverload public init<S>(_ title: S, image: Image) where S : StringProtocol { fatalError() }
  public init(_ title: Text, image: Image) { fatalError() }
}
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension SharePreview where Image == Never, Icon == Never {
  public init(_ titleKey: LocalizedStringKey) { fatalError() }
  @_disfavoredOverload public init(_ titleResource: LocalizedStringResource) { fatalError() }
  @_disfavoredOverload public init<S>(_ title: S) where S : StringProtocol { fatalError() }
  public init(_ title: Text) { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct DefaultPickerStyle : PickerStyle {
  public init() { fatalError() }
}
@available(*, unavailable)
extension DefaultPickerStyle : Sendable {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct Link<Label> : View where Label : View {
  @MainActor @preconcurrency public init(destination: URL, @ViewBuilder label: () -> Label) { fatalError() }
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(*, unavailable)
extension Link : Sendable {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Link where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, destination: URL) { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, destination: URL) where S : StringProtocol { fatalError() }
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
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PickerStyle {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func pickerStyle<S>(_ style: S) -> some View where S : PickerStyle { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@available(watchOS, unavailable)
extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@available(watchOS, unavailable)
public struct SegmentedPickerStyle : PickerStyle {
  public init() { fatalError() }
}
@available(*, unavailable)
extension SegmentedPickerStyle : Sendable {
}
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct DisclosureGroup<Label, Content> : View where Label : View, Content : View {
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(*, unavailable)
extension DisclosureGroup : Sendable {
}
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DisclosureGroup where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) { fatalError() }
  @available(iOS 16.0, macOS 13.0, *)
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: @escaping () -> Content) { fatalError() }
  nonisolated public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) { fatalError() }
  @available(iOS 16.0, macOS 13.0, *)
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ label: S, @ViewBuilder content: @escaping () -> Content) where S : StringProtocol { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) where S : StringProtocol { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Picker<Label, SelectionValue, Content> : View where Label : View, SelectionValue : Hashable, Content : View {
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(*, unavailable)
extension Picker : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Picker {
  nonisolated public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Picker where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where S : StringProtocol { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Picker where Label == SwiftUIStub.Label<Text, Image> {
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where S : StringProtocol { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Picker {
  nonisolated public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View) { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Picker where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) { fatalError() }
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where S : StringProtocol { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Picker where Label == SwiftUIStub.Label<Text, Image> {
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) { fatalError() }
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where S : StringProtocol { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Picker {
  @available(iOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(macOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(tvOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(watchOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(visionOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  nonisolated public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) { fatalError() }
}
@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension PickerStyle where Self == PalettePickerStyle {
  public static var palette: PalettePickerStyle { get { fatalError() } }
}
@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct PalettePickerStyle : PickerStyle {
  public init() { fatalError() }
}
@available(*, unavailable)
extension PalettePickerStyle : Sendable {
}
@available(iOS 15.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  @MainActor @preconcurrency public static var bordered: BorderedButtonStyle { get { fatalError() } }
}
@available(iOS 15.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
nonisolated public struct BorderedButtonStyle : PrimitiveButtonStyle {
  public init() { fatalError() }
  @available(iOS, unavailable)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
  @available(visionOS, unavailable)
  public init(tint: Color) { fatalError() }
  @MainActor @preconcurrency public func makeBody(configuration: BorderedButtonStyle.Configuration) -> some View { return EmptyView() }
}
@available(*, unavailable)
extension BorderedButtonStyle : Sendable {
}
@available(iOS 26.0, macOS 26.0, watchOS 26.0, visionOS 26.0, *)
@available(tvOS, unavailable)
public protocol SliderTickContent<Value> {
  associatedtype Value : BinaryFloatingPoint
  associatedtype Body : RandomAccessCollection where Self.Body.Element == SliderTick<Self.Value>
  var body: Self.Body { get }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated public struct ContentUnavailableView<Label, Description, Actions> : View where Label : View, Description : View, Actions : View {
  public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) { fatalError() }
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView where Label == SwiftUIStub.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  nonisolated public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) { fatalError() }
  @_disfavoredOverload nonisolated public init(_ title: LocalizedStringResource, image name: String, description: Text? = nil) { fatalError() }
  nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) { fatalError() }
  @_disfavoredOverload nonisolated public init(_ title: LocalizedStringResource, systemImage name: String, description: Text? = nil) { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, image name: String, description: Text? = nil) where S : StringProtocol { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage name: String, description: Text? = nil) where S : StringProtocol { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
  public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> { get { fatalError() } }
  public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> { fatalError() }
}
@available(*, unavailable)
extension ContentUnavailableView : Sendable {
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
@available(tvOS 14.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension PrimitiveButtonStyle where Self == CardButtonStyle {
  @MainActor @preconcurrency public static var card: CardButtonStyle { get { fatalError() } }
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
nonisolated public struct ShareLink<Data, PreviewImage, PreviewIcon, Label> : View where Data : RandomAccessCollection, PreviewImage : Transferable, PreviewIcon : Transferable, Label : View, Data.Element : Transferable {
  public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) { fatalError() }
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(*, unavailable)
extension ShareLink : Sendable {
}
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink {
  nonisolated public init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I>, I : Transferable { fatalError() }
}
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
  nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { fatalError() }
}
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
  nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) { fatalError() }
}
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
  nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> { fatalError() }
  nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String> { fatalError() }
}
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
nonisolated public struct DefaultShareLinkLabel : View {
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(*, unavailable)
extension DefaultShareLinkLabel : Sendable {
}
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where Label == DefaultShareLinkLabel {
  nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) { fatalError() }
  nonisolated public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) { fatalError() }
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) where S : StringProtocol { fatalError() }
  nonisolated public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) { fatalError() }
}
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where Label == DefaultShareLinkLabel {
  nonisolated public init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I>, I : Transferable { fatalError() }
  nonisolated public init<I>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I>, I : Transferable { fatalError() }
  @_disfavoredOverload nonisolated public init<I>(_ titleResource: LocalizedStringResource, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I>, I : Transferable { fatalError() }
  @_disfavoredOverload nonisolated public init<S, I>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I>, S : StringProtocol, I : Transferable { fatalError() }
  nonisolated public init<I>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I>, I : Transferable { fatalError() }
}
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL {
  nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil) { fatalError() }
  nonisolated public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) { fatalError() }
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, items: Data, subject: Text? = nil, message: Text? = nil) { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where S : StringProtocol { fatalError() }
  nonisolated public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) { fatalError() }
}
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String {
  nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil) { fatalError() }
  nonisolated public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) { fatalError() }
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, items: Data, subject: Text? = nil, message: Text? = nil) { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where S : StringProtocol { fatalError() }
  nonisolated public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) { fatalError() }
}
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
  nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> { fatalError() }
  nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> { fatalError() }
  nonisolated public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> { fatalError() }
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> { fatalError() }
  nonisolated public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> { fatalError() }
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL>, S : StringProtocol { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String>, S : StringProtocol { fatalError() }
  nonisolated public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> { fatalError() }
  nonisolated public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> { fatalError() }
}
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
nonisolated public struct DatePicker<Label> : View where Label : View {
  public typealias Components = DatePickerComponents
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(*, unavailable)
extension DatePicker : Sendable {
}
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension DatePicker {
  nonisolated public init(selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) { fatalError() }
  nonisolated public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) { fatalError() }
  nonisolated public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) { fatalError() }
  nonisolated public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) { fatalError() }
}
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension DatePicker where Label == Text {
  nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) { fatalError() }
  @available(iOS 16.0, macOS 13.0, *)
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) { fatalError() }
  nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) { fatalError() }
  @available(iOS 16.0, macOS 13.0, *)
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) { fatalError() }
  nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) { fatalError() }
  @available(iOS 16.0, macOS 13.0, *)
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) { fatalError() }
  nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) { fatalError() }
  @available(iOS 16.0, macOS 13.0, *)
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) where S : StringProtocol { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) where S : StringProtocol { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) where S : StringProtocol { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) where S : StringProtocol { fatalError() }
}
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct DatePickerComponents : OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { fatalError() }
  public static let hourAndMinute: DatePickerComponents = { fatalError() }()
  public static let date: DatePickerComponents = { fatalError() }()
  @available(iOS 13.0, watchOS 10.0, macOS 10.15, *)
  @available(tvOS, unavailable)
  public typealias ArrayLiteralElement = DatePickerComponents
  @available(iOS 13.0, watchOS 10.0, macOS 10.15, *)
  @available(tvOS, unavailable)
  public typealias Element = DatePickerComponents
  @available(iOS 13.0, watchOS 10.0, macOS 10.15, *)
  @available(tvOS, unavailable)
  public typealias RawValue = UInt
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  @MainActor @preconcurrency public static var borderedProminent: BorderedProminentButtonStyle { get { fatalError() } }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
nonisolated public struct BorderedProminentButtonStyle : PrimitiveButtonStyle {
  public init() { fatalError() }
  @MainActor @preconcurrency public func makeBody(configuration: BorderedProminentButtonStyle.Configuration) -> some View { return EmptyView() }
}
@available(*, unavailable)
extension BorderedProminentButtonStyle : Sendable {
}
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  nonisolated public func contextMenu<I, M>(forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M, primaryAction: ((Set<I>) -> Void)? = nil) -> some View where I : Hashable, M : View { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Button<Label> : View where Label : View {
  @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(*, unavailable)
extension Button : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @preconcurrency @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void) { fatalError() }
  @preconcurrency @_disfavoredOverload nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Button where Label == SwiftUIStub.Label<Text, Image> {
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, systemImage: String, action: @escaping @MainActor () -> Void) { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) where S : StringProtocol { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  nonisolated public init(_ configuration: PrimitiveButtonStyleConfiguration) { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button {
  @preconcurrency nonisolated public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button where Label == Text {
  @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @preconcurrency @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) { fatalError() }
  @preconcurrency @_disfavoredOverload nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S : StringProtocol { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button where Label == SwiftUIStub.Label<Text, Image> {
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S : StringProtocol { fatalError() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Button where Label == DefaultButtonLabel {
  @preconcurrency public init(role: ButtonRole, action: @escaping @MainActor () -> Void) { fatalError() }
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
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { get { fatalError() } }
}
@available(iOS 14.0, macOS 11.0, tvOS 17.0, *)
@available(watchOS, unavailable)
public struct MenuPickerStyle : PickerStyle {
  public init() { fatalError() }
}
@available(*, unavailable)
extension MenuPickerStyle : Sendable {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
nonisolated public struct Label<Title, Icon> : View where Title : View, Icon : View {
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { fatalError() }
  @MainActor @preconcurrency public var body: some View { get { return EmptyView() } }
}
@available(*, unavailable)
extension Label : Sendable {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
  nonisolated public init(_ titleKey: LocalizedStringKey, image name: String) { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, image name: String) { fatalError() }
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload nonisolated public init(_ titleResource: LocalizedStringResource, systemImage name: String) { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, image name: String) where S : StringProtocol { fatalError() }
  @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage name: String) where S : StringProtocol { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  nonisolated public init(_ configuration: LabelStyleConfiguration) { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@preconcurrency @MainActor public protocol LabelStyle {
  associatedtype Body : View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = LabelStyleConfiguration
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LabelStyleConfiguration {
  @MainActor @preconcurrency public struct Title {
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
    public typealias Body = Never
    public var body: Never { return _stubNever() }
  }
  @MainActor @preconcurrency public struct Icon {
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, macOS 11.0, *)
    public typealias Body = Never
    public var body: Never { return _stubNever() }
  }
  public var title: LabelStyleConfiguration.Title { get { fatalError() } }
  public var icon: LabelStyleConfiguration.Icon { get { fatalError() } }
}
@available(*, unavailable)
extension LabelStyleConfiguration : Sendable {
}
@available(*, unavailable)
extension LabelStyleConfiguration.Icon : Sendable {
}
@available(*, unavailable)
extension LabelStyleConfiguration.Title : Sendable {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func labelStyle<S>(_ style: S) -> some View where S : LabelStyle { return EmptyView() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyleConfiguration.Title : View {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LabelStyleConfiguration.Icon : View {
}
