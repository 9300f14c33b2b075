// SwiftUI: Text, fonts and localized strings.
// Interface stub for `make check-ui` (Stubs/README.md): each declaration mirrors the iOS 26 SDK's SwiftUI and
// SwiftUICore module interfaces (names, labels, types, constraints, isolation, availability), trimmed to what
// the apps' views can reach; bodies are `fatalError()` and nothing runs.
// https://developer.apple.com/documentation/swiftui/text
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
public struct Font : Hashable, Sendable {
  public func hash(into hasher: inout Hasher) { fatalError() }
  public static func == (lhs: Font, rhs: Font) -> Bool { fatalError() }
  public var hashValue: Int { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  public struct Context : Hashable, Sendable {
    public static func == (a: Font.Context, b: Font.Context) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var hashValue: Int { get { fatalError() } }
  }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Font.Context : CustomDebugStringConvertible {
  public var debugDescription: String { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct LocalizedStringKey : Equatable, ExpressibleByStringInterpolation {
  public init(_ value: String) { fatalError() }
  public init(stringLiteral value: String) { fatalError() }
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }
  public struct StringInterpolation : StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
    public mutating func appendLiteral(_ literal: String) { fatalError() }
    public mutating func appendInterpolation(_ string: String) { fatalError() }
    public mutating func appendInterpolation(_ substring: Substring) { fatalError() }
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject : ReferenceConvertible { fatalError() }
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject : NSObject { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F) where F : FormatStyle, F.FormatInput : Equatable, F.FormatOutput == String { fatalError() }
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F) where F : FormatStyle, F.FormatInput : Equatable, F.FormatOutput == AttributedString { fatalError() }
    public mutating func appendInterpolation<T>(_ value: T) where T : _FormatSpecifiable { fatalError() }
    public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T : _FormatSpecifiable { fatalError() }
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public mutating func appendInterpolation(_ text: Text) { fatalError() }
    @available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    public mutating func appendInterpolation(_ attributedString: AttributedString) { fatalError() }
    @available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    public mutating func appendInterpolation(_ attributedSubstring: AttributedSubstring) { fatalError() }
    @available(*, deprecated, message: "Localized string interpolation produces an unlocalized, debug description for this type of value. Use a type supported by LocalizedStringKey.StringInterpolation or initialize a LocalizedStringResource instead with an interpolated value that conforms to CustomLocalizedStringResourceConvertible.")
    @_disfavoredOverload public mutating func appendInterpolation<T>(_ object: T) { fatalError() }
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias StringLiteralType = String
  }
  public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias ExtendedGraphemeClusterLiteralType = String
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias StringLiteralType = String
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias UnicodeScalarLiteralType = String
}
@available(*, unavailable)
extension LocalizedStringKey.StringInterpolation : Sendable {
}
@available(*, unavailable)
extension LocalizedStringKey : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol _FormatSpecifiable : Equatable {
}
@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public protocol TextSelectability {
  static var allowsSelection: Bool { get }
}
@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { get { fatalError() } }
}
@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { get { fatalError() } }
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
@available(iOS 16.0, macOS 13, tvOS 16.0, watchOS 9.0, *)
extension Text {
  @available(iOS 16.0, macOS 13, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload public init(_ resource: LocalizedStringResource) { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text : View {
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Text {
  public struct LineStyle : Hashable, Sendable {
    public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) { fatalError() }
    public struct Pattern : Sendable {
      public static let solid: Text.LineStyle.Pattern = { fatalError() }()
    }
    public static func == (a: Text.LineStyle, b: Text.LineStyle) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var hashValue: Int { get { fatalError() } }
  }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { return EmptyView() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Text {
  public init<F>(_ input: F.FormatInput, format: F) where F : FormatStyle, F.FormatInput : Equatable, F.FormatOutput == String { fatalError() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Text {
  public init<F>(_ input: F.FormatInput, format: F) where F : FormatStyle, F.FormatInput : Equatable, F.FormatOutput == AttributedString { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Text {
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public init(_ image: Image) { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Text {
  public struct DateStyle : Sendable {
    public static let time: Text.DateStyle = { fatalError() }()
    public static let date: Text.DateStyle = { fatalError() }()
    public static let relative: Text.DateStyle = { fatalError() }()
    public static let offset: Text.DateStyle = { fatalError() }()
  }
  public init(_ date: Date, style: Text.DateStyle) { fatalError() }
  public init(_ dates: ClosedRange<Date>) { fatalError() }
  public init(_ interval: DateInterval) { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Text.DateStyle : Equatable {
  public static func == (a: Text.DateStyle, b: Text.DateStyle) -> Bool { fatalError() }
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Text.DateStyle : Codable {
  public func encode(to encoder: any Encoder) throws { fatalError() }
  public init(from decoder: any Decoder) throws { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Text {
  @_disfavoredOverload public init(_ attributedContent: AttributedString) { fatalError() }
}
@available(iOS, introduced: 13.0, deprecated: 26.0, message: "Use string interpolation on `Text` instead: `Text(\"Hello \\(name)\")`")
@available(macOS, introduced: 10.15, deprecated: 26.0, message: "Use string interpolation on `Text` instead: `Text(\"Hello \\(name)\")`")
@available(tvOS, introduced: 13.0, deprecated: 26.0, message: "Use string interpolation on `Text` instead: `Text(\"Hello \\(name)\")`")
@available(watchOS, introduced: 6.0, deprecated: 26.0, message: "Use string interpolation on `Text` instead: `Text(\"Hello \\(name)\")`")
extension Text {
  public static func + (lhs: Text, rhs: Text) -> Text { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
  public enum TruncationMode : Sendable {
    case head
    case tail
    case middle
    public static func == (a: Text.TruncationMode, b: Text.TruncationMode) -> Bool { fatalError() }
  }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public enum Case : Sendable {
    case uppercase
    case lowercase
    public static func == (a: Text.Case, b: Text.Case) -> Bool { fatalError() }
  }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { return EmptyView() }
  nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { return EmptyView() }
  nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { return EmptyView() }
  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { return EmptyView() }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func textCase(_ textCase: Text.Case?) -> some View { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  nonisolated public func lineLimit(_ number: Int?) -> some View { return EmptyView() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { return EmptyView() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { return EmptyView() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { return EmptyView() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Font {
  public struct Resolved : Hashable, Sendable {
    public var isItalic: Bool { get { fatalError() } }
    public var weight: Font.Weight { get { fatalError() } }
    public var width: Font.Width { get { fatalError() } }
    public var leading: Font.Leading { get { fatalError() } }
    public var hashValue: Int { get { fatalError() } }
  }
  public func resolve(in context: Font.Context) -> Font.Resolved { fatalError() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Font.Resolved {
  public static func == (lhs: Font.Resolved, rhs: Font.Resolved) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
  public static let largeTitle: Font = { fatalError() }()
  public static let title: Font = { fatalError() }()
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title2: Font = { fatalError() }()
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let title3: Font = { fatalError() }()
  public static let headline: Font = { fatalError() }()
  public static let subheadline: Font = { fatalError() }()
  public static let body: Font = { fatalError() }()
  public static let callout: Font = { fatalError() }()
  public static let footnote: Font = { fatalError() }()
  public static let caption: Font = { fatalError() }()
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static let caption2: Font = { fatalError() }()
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { fatalError() }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead.")
  @_disfavoredOverload public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font { fatalError() }
  public enum TextStyle : CaseIterable, Sendable {
    case largeTitle
    case title
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case title2
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case title3
    case headline
    case subheadline
    case body
    case callout
    case footnote
    case caption
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case caption2
    @available(visionOS 1.0, *)
    @available(iOS, unavailable)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    case extraLargeTitle
    @available(visionOS 1.0, *)
    @available(iOS, unavailable)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    case extraLargeTitle2
    public static let allCases: [Font.TextStyle] = { fatalError() }()
    public static func == (a: Font.TextStyle, b: Font.TextStyle) -> Bool { fatalError() }
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias AllCases = [Font.TextStyle]
  }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Font.TextStyle : Codable {
  public func encode(to encoder: any Encoder) throws { fatalError() }
  public init(from decoder: any Decoder) throws { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
  public func italic() -> Font { fatalError() }
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public func italic(_ isActive: Bool) -> Font { fatalError() }
  public func monospacedDigit() -> Font { fatalError() }
  public func weight(_ weight: Font.Weight) -> Font { fatalError() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func width(_ width: Font.Width) -> Font { fatalError() }
  public func bold() -> Font { fatalError() }
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public func bold(_ isActive: Bool) -> Font { fatalError() }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func monospaced() -> Font { fatalError() }
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public func monospaced(_ isActive: Bool) -> Font { fatalError() }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public func leading(_ leading: Font.Leading) -> Font { fatalError() }
  public struct Weight : Hashable {
    public static let light: Font.Weight = { fatalError() }()
    public static let regular: Font.Weight = { fatalError() }()
    public static let medium: Font.Weight = { fatalError() }()
    public static let semibold: Font.Weight = { fatalError() }()
    public static let bold: Font.Weight = { fatalError() }()
    public static let black: Font.Weight = { fatalError() }()
    public static func == (a: Font.Weight, b: Font.Weight) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var hashValue: Int { get { fatalError() } }
  }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public struct Width : Hashable, Sendable {
    public var value: CGFloat
    public init(_ value: CGFloat) { fatalError() }
    public static func == (a: Font.Width, b: Font.Width) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var hashValue: Int { get { fatalError() } }
  }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public enum Leading : Sendable {
    case standard
    case tight
    case loose
    public static func == (a: Font.Leading, b: Font.Leading) -> Bool { fatalError() }
  }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol TextAttribute : Hashable {
}
@available(*, unavailable)
extension Text.Layout : Sendable {
}
@available(*, unavailable)
extension Text.Layout.Line : Sendable {
}
@available(*, unavailable)
extension Text.Layout.Run : Sendable {
}
@available(*, unavailable)
extension Text.Layout.RunSlice : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Text {
  public struct LayoutKey : PreferenceKey, Sendable {
    public struct AnchoredLayout : Equatable {
      public var origin: Anchor<CGPoint>
      public var layout: Text.Layout
      public static func == (a: Text.LayoutKey.AnchoredLayout, b: Text.LayoutKey.AnchoredLayout) -> Bool { fatalError() }
    }
    public typealias Value = [Text.LayoutKey.AnchoredLayout]
    public static var defaultValue: Text.LayoutKey.Value { get { fatalError() } }
    public static func reduce(value: inout Text.LayoutKey.Value, nextValue: () -> Text.LayoutKey.Value) { fatalError() }
  }
}
@available(*, unavailable)
extension Text.LayoutKey.AnchoredLayout : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Text.Layout {
  public struct DrawingOptions : OptionSet {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { fatalError() }
    @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
    public typealias ArrayLiteralElement = Text.Layout.DrawingOptions
    @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
    public typealias Element = Text.Layout.DrawingOptions
    @available(iOS 17.0, tvOS 17.0, watchOS 10.0, macOS 14.0, *)
    public typealias RawValue = UInt32
  }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public struct Scale : Sendable, Hashable {
    public static let `default`: Text.Scale = { fatalError() }()
    public static let secondary: Text.Scale = { fatalError() }()
    public static func == (a: Text.Scale, b: Text.Scale) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var hashValue: Int { get { fatalError() } }
  }
}
extension Font {
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public static var `default`: Font { get { fatalError() } }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TimeDataSource<Value> {
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TimeDataSource : Sendable where Value : Sendable {
}
extension Text {
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init<V, F>(_ source: TimeDataSource<V>, format: F) where V == F.FormatInput, F : DiscreteFormatStyle, F.FormatOutput == AttributedString { fatalError() }
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload public init<V, F>(_ source: TimeDataSource<V>, format: F) where V == F.FormatInput, F : DiscreteFormatStyle, F.FormatOutput == String { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum TextAlignment : Hashable, CaseIterable {
  case leading
  case center
  case trailing
  public static func == (a: TextAlignment, b: TextAlignment) -> Bool { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias AllCases = [TextAlignment]
  nonisolated public static var allCases: [TextAlignment] { get { fatalError() } }
  public func hash(into hasher: inout Hasher) { fatalError() }
  public var hashValue: Int { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
  public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { fatalError() }
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { fatalError() }
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead.")
  @_disfavoredOverload public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font { fatalError() }
  public enum Design : Hashable, Sendable {
    case `default`
    @available(watchOS 7.0, *)
    case serif
    case rounded
    @available(watchOS 7.0, *)
    case monospaced
    public static func == (a: Font.Design, b: Font.Design) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var hashValue: Int { get { fatalError() } }
  }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Text : Equatable, Sendable {
  public init(verbatim content: String) { fatalError() }
  @_disfavoredOverload public init<S>(_ content: S) where S : StringProtocol { fatalError() }
  public static func == (a: Text, b: Text) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font.Weight : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text.TruncationMode : Equatable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text.TruncationMode : Hashable {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Text.Case : Equatable {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Text.Case : Hashable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font.TextStyle : Equatable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font.TextStyle : Hashable {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Font.Leading : Equatable {
}
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Font.Leading : Hashable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Text.Layout.DrawingOptions : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextAlignment : Sendable {
}
@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  nonisolated public func textSelection<S>(_ selectability: S) -> some View where S : TextSelectability { return EmptyView() }
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
