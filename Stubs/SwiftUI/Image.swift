// SwiftUI: Images and SF Symbols.
// Interface stub for `make check-ui` (Stubs/README.md): each declaration mirrors the iOS 26 SDK's SwiftUI and
// SwiftUICore module interfaces (names, labels, types, constraints, isolation, availability), trimmed to what
// the apps' views can reach; bodies are `fatalError()` and nothing runs.
// https://developer.apple.com/documentation/swiftui/images
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
extension Image {
  public enum ResizingMode : Sendable {
    case tile
    case stretch
    public static func == (a: Image.ResizingMode, b: Image.ResizingMode) -> Bool { fatalError() }
  }
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image {
  @frozen public enum Orientation : UInt8, CaseIterable, Hashable {
    case up
    case upMirrored
    case down
    case downMirrored
    case left
    case leftMirrored
    case right
    case rightMirrored
    public init?(rawValue: UInt8) { fatalError() }
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias AllCases = [Image.Orientation]
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
    public typealias RawValue = UInt8
    nonisolated public static var allCases: [Image.Orientation] { get { fatalError() } }
    public var rawValue: UInt8 { get { fatalError() } }
  }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image {
  public enum Interpolation : Sendable {
    case none
    case low
    case medium
    case high
    public static func == (a: Image.Interpolation, b: Image.Interpolation) -> Bool { fatalError() }
  }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image {
  public func interpolation(_ interpolation: Image.Interpolation) -> Image { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum ContentMode : Hashable, CaseIterable {
  case fit
  case fill
  public static func == (a: ContentMode, b: ContentMode) -> Bool { fatalError() }
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias AllCases = [ContentMode]
  nonisolated public static var allCases: [ContentMode] { get { fatalError() } }
  public func hash(into hasher: inout Hasher) { fatalError() }
  public var hashValue: Int { get { fatalError() } }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { return EmptyView() }
  nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { return EmptyView() }
  nonisolated public func scaledToFit() -> some View { return EmptyView() }
  nonisolated public func scaledToFill() -> some View { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image {
  public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) { fatalError() }
  public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image {
  public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
  public init(_ name: String, bundle: Bundle? = nil, label: Text) { fatalError() }
  public init(decorative name: String, bundle: Bundle? = nil) { fatalError() }
  @available(macOS 11.0, *)
  public init(systemName: String) { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SymbolVariants : Hashable, Sendable {
  public static let none: SymbolVariants = { fatalError() }()
  public static let circle: SymbolVariants = { fatalError() }()
  public static let square: SymbolVariants = { fatalError() }()
  public static let rectangle: SymbolVariants = { fatalError() }()
  public var circle: SymbolVariants { get { fatalError() } }
  public var square: SymbolVariants { get { fatalError() } }
  public var rectangle: SymbolVariants { get { fatalError() } }
  public static let fill: SymbolVariants = { fatalError() }()
  public var fill: SymbolVariants { get { fatalError() } }
  public static let slash: SymbolVariants = { fatalError() }()
  public var slash: SymbolVariants { get { fatalError() } }
  public func contains(_ other: SymbolVariants) -> Bool { fatalError() }
  public static func == (a: SymbolVariants, b: SymbolVariants) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
  public var hashValue: Int { get { fatalError() } }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View { return EmptyView() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Image {
  public init(size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, renderer: @escaping (inout GraphicsContext) -> Void) { fatalError() }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
final public class ImageRenderer<Content> : ObservableObject where Content : View {
  @MainActor final public var content: Content { get { fatalError() } set { fatalError() } }
  @MainActor final public var scale: CGFloat { get { fatalError() } set { fatalError() } }
  @MainActor final public var isOpaque: Bool { get { fatalError() } set { fatalError() } }
  @MainActor public init(content view: Content) { fatalError() }
  @MainActor final public var cgImage: CGImage? { get { fatalError() } }
}
@available(iOS 17.1, macOS 14.1, tvOS 17.1, watchOS 10.1, *)
extension ImageRenderer : Observable {
}
@available(*, unavailable)
extension ImageRenderer : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image {
  public enum TemplateRenderingMode : Sendable {
    case template
    case original
    public static func == (a: Image.TemplateRenderingMode, b: Image.TemplateRenderingMode) -> Bool { fatalError() }
  }
  @available(macOS 11.0, *)
  public enum Scale : Hashable, Sendable {
    case small
    case medium
    case large
    public static func == (a: Image.Scale, b: Image.Scale) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var hashValue: Int { get { fatalError() } }
  }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  @available(macOS 11.0, *)
  nonisolated public func imageScale(_ scale: Image.Scale) -> some View { return EmptyView() }
  nonisolated public func font(_ font: Font?) -> some View { return EmptyView() }
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func monospacedDigit() -> some View { return EmptyView() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func monospaced(_ isActive: Bool = true) -> some View { return EmptyView() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { return EmptyView() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func bold(_ isActive: Bool = true) -> some View { return EmptyView() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func italic(_ isActive: Bool = true) -> some View { return EmptyView() }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func tracking(_ tracking: CGFloat) -> some View { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Image : Equatable, Sendable {
  public static func == (lhs: Image, rhs: Image) -> Bool { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image : View {
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image.ResizingMode : Equatable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image.ResizingMode : Hashable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image.Orientation : RawRepresentable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image.Orientation : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image.Interpolation : Equatable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image.Interpolation : Hashable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ContentMode : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image.TemplateRenderingMode : Equatable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image.TemplateRenderingMode : Hashable {
}
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
extension Image {
  public init(uiImage: UIImage) { fatalError() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  nonisolated public func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View where T : IndefiniteSymbolEffect, T : SymbolEffect { return EmptyView() }
  nonisolated public func symbolEffect<T, U>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View where T : DiscreteSymbolEffect, T : SymbolEffect, U : Equatable { return EmptyView() }
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Transition where Self == SymbolEffectTransition {
  @MainActor @preconcurrency public static func symbolEffect<T>(_ effect: T, options: SymbolEffectOptions = .default) -> SymbolEffectTransition where T : SymbolEffect, T : TransitionSymbolEffect { fatalError() }
  @MainActor @preconcurrency public static var symbolEffect: SymbolEffectTransition { get { fatalError() } }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ImageRenderer {
  @MainActor final public var uiImage: UIImage? { get { fatalError() } }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Image : Transferable {
  public static var transferRepresentation: some TransferRepresentation { get { return _StubRepresentation<Self>() } }
}
