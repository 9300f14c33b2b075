// SwiftUI: Canvas, graphics contexts, timelines and renderers.
// Interface stub for `make check-ui` (Stubs/README.md): each declaration mirrors the iOS 26 SDK's SwiftUI and
// SwiftUICore module interfaces (names, labels, types, constraints, isolation, availability), trimmed to what
// the apps' views can reach; bodies are `fatalError()` and nothing runs.
// https://developer.apple.com/documentation/swiftui/drawing-and-graphics
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
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {
  typealias Mode = TimelineScheduleMode
  associatedtype Entries : Sequence where Self.Entries.Element == Date
  func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum TimelineScheduleMode : Sendable {
  case normal
  case lowFrequency
  public static func == (a: TimelineScheduleMode, b: TimelineScheduleMode) -> Bool { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule : TimelineSchedule, Sendable {
  public struct Entries : Sequence, IteratorProtocol, Sendable {
    public mutating func next() -> Date? { fatalError() }
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias Element = Date
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias Iterator = EveryMinuteTimelineSchedule.Entries
  }
  public init() { fatalError() }
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> EveryMinuteTimelineSchedule.Entries { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum BlendMode : Sendable {
  case normal
  case multiply
  case screen
  case overlay
  case darken
  case lighten
  case colorDodge
  case colorBurn
  case softLight
  case hardLight
  case difference
  case exclusion
  case hue
  case saturation
  case color
  case luminosity
  case sourceAtop
  case destinationOver
  case destinationOut
  case plusDarker
  case plusLighter
  public static func == (a: BlendMode, b: BlendMode) -> Bool { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct GraphicsContext {
  public struct BlendMode : RawRepresentable, Equatable {
    public let rawValue: Int32
    public init(rawValue: Int32) { fatalError() }
    public static var normal: GraphicsContext.BlendMode { get { fatalError() } }
    public static var screen: GraphicsContext.BlendMode { get { fatalError() } }
    public static var overlay: GraphicsContext.BlendMode { get { fatalError() } }
    public static var color: GraphicsContext.BlendMode { get { fatalError() } }
    public static var clear: GraphicsContext.BlendMode { get { fatalError() } }
    public static var copy: GraphicsContext.BlendMode { get { fatalError() } }
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias RawValue = Int32
  }
  public var opacity: Double { get { fatalError() } set { fatalError() } }
  public var environment: EnvironmentValues { get { fatalError() } }
  public var transform: CGAffineTransform { get { fatalError() } set { fatalError() } }
  public mutating func scaleBy(x: CGFloat, y: CGFloat) { fatalError() }
  public mutating func translateBy(x: CGFloat, y: CGFloat) { fatalError() }
  public mutating func rotate(by angle: Angle) { fatalError() }
  public struct ClipOptions : OptionSet {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { fatalError() }
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias ArrayLiteralElement = GraphicsContext.ClipOptions
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias Element = GraphicsContext.ClipOptions
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias RawValue = UInt32
  }
  public struct Filter : Sendable {
    public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0, blendMode: GraphicsContext.BlendMode = .normal, options: GraphicsContext.ShadowOptions = ShadowOptions()) -> GraphicsContext.Filter { fatalError() }
    public static func blur(radius: CGFloat, options: GraphicsContext.BlurOptions = BlurOptions()) -> GraphicsContext.Filter { fatalError() }
  }
  public struct ShadowOptions : OptionSet {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { fatalError() }
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias ArrayLiteralElement = GraphicsContext.ShadowOptions
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias Element = GraphicsContext.ShadowOptions
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias RawValue = UInt32
  }
  public struct BlurOptions : OptionSet {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { fatalError() }
    public static var opaque: GraphicsContext.BlurOptions { get { fatalError() } }
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias ArrayLiteralElement = GraphicsContext.BlurOptions
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias Element = GraphicsContext.BlurOptions
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias RawValue = UInt32
  }
  public struct FilterOptions : OptionSet {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { fatalError() }
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias ArrayLiteralElement = GraphicsContext.FilterOptions
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias Element = GraphicsContext.FilterOptions
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias RawValue = UInt32
  }
  public struct Shading : Sendable {
    public static var foreground: GraphicsContext.Shading { get { fatalError() } }
    public static func palette(_ array: [GraphicsContext.Shading]) -> GraphicsContext.Shading { fatalError() }
    public static func color(_ color: Color) -> GraphicsContext.Shading { fatalError() }
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> GraphicsContext.Shading { fatalError() }
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> GraphicsContext.Shading { fatalError() }
    public static func style<S>(_ style: S) -> GraphicsContext.Shading where S : ShapeStyle { fatalError() }
    public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GraphicsContext.GradientOptions = GradientOptions()) -> GraphicsContext.Shading { fatalError() }
  }
  public struct GradientOptions : OptionSet {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { fatalError() }
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias ArrayLiteralElement = GraphicsContext.GradientOptions
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias Element = GraphicsContext.GradientOptions
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias RawValue = UInt32
  }
  public func resolve(_ shading: GraphicsContext.Shading) -> GraphicsContext.Shading { fatalError() }
  public func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) { fatalError() }
  public func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle) { fatalError() }
  public func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1) { fatalError() }
  public struct ResolvedImage {
    public var size: CGSize { get { fatalError() } }
    public let baseline: CGFloat
    public var shading: GraphicsContext.Shading?
  }
  public func resolve(_ image: Image) -> GraphicsContext.ResolvedImage { fatalError() }
  public func draw(_ image: GraphicsContext.ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) { fatalError() }
  public func draw(_ image: GraphicsContext.ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) { fatalError() }
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { fatalError() }
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { fatalError() }
  public struct ResolvedText {
    public var shading: GraphicsContext.Shading
  }
  public func resolve(_ text: Text) -> GraphicsContext.ResolvedText { fatalError() }
  public func draw(_ text: GraphicsContext.ResolvedText, in rect: CGRect) { fatalError() }
  public func draw(_ text: GraphicsContext.ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) { fatalError() }
  public func draw(_ text: Text, in rect: CGRect) { fatalError() }
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { fatalError() }
  public struct ResolvedSymbol {
    public var size: CGSize { get { fatalError() } }
  }
  public func draw(_ symbol: GraphicsContext.ResolvedSymbol, in rect: CGRect) { fatalError() }
  public func draw(_ symbol: GraphicsContext.ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) { fatalError() }
}
@available(*, unavailable)
extension GraphicsContext.ResolvedImage : Sendable {
}
@available(*, unavailable)
extension GraphicsContext.ResolvedText : Sendable {
}
@available(*, unavailable)
extension GraphicsContext.ResolvedSymbol : Sendable {
}
@available(*, unavailable)
extension GraphicsContext : Sendable {
}
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension GraphicsContext {
  public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) { fatalError() }
  public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) { fatalError() }
  public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct Canvas<Symbols> where Symbols : View {
  public var symbols: Symbols
  public var renderer: (inout GraphicsContext, CGSize) -> Void
  public var isOpaque: Bool { get { fatalError() } set { fatalError() } }
  public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) { fatalError() }
  @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension Canvas : Sendable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Canvas where Symbols == EmptyView {
  public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineScheduleMode : Equatable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineScheduleMode : Hashable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension GraphicsContext.BlendMode : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension BlendMode : Equatable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension BlendMode : Hashable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension GraphicsContext.ClipOptions : Sendable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension GraphicsContext.ShadowOptions : Sendable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension GraphicsContext.BlurOptions : Sendable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension GraphicsContext.FilterOptions : Sendable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension GraphicsContext.GradientOptions : Sendable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Canvas : View {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  public static var animation: AnimationTimelineSchedule { get { fatalError() } }
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { fatalError() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule : TimelineSchedule, Sendable {
  public init(minimumInterval: Double? = nil, paused: Bool = false) { fatalError() }
  public func entries(from start: Date, mode: TimelineScheduleMode) -> AnimationTimelineSchedule.Entries { fatalError() }
  public struct Entries : Sequence, IteratorProtocol, Sendable {
    public mutating func next() -> Date? { fatalError() }
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias Element = Date
    @available(iOS 15.0, tvOS 15.0, watchOS 8.0, macOS 12.0, *)
    public typealias Iterator = AnimationTimelineSchedule.Entries
  }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineView<Schedule, Content> where Schedule : TimelineSchedule {
  public struct Context {
    public enum Cadence : Comparable, Sendable {
      case live
      case seconds
      case minutes
      public static func < (a: TimelineView<Schedule, Content>.Context.Cadence, b: TimelineView<Schedule, Content>.Context.Cadence) -> Bool { fatalError() }
      public static func == (a: TimelineView<Schedule, Content>.Context.Cadence, b: TimelineView<Schedule, Content>.Context.Cadence) -> Bool { fatalError() }
    }
    public let date: Date
    public let cadence: TimelineView<Schedule, Content>.Context.Cadence
  }
}
@available(*, unavailable)
extension TimelineView : Sendable {
}
@available(*, unavailable)
extension TimelineView.Context : Sendable {
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView : View where Content : View {
  public typealias Body = Never
  nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) { fatalError() }
  @available(iOS, deprecated, introduced: 15.0, message: "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure to resolve this warning. The new version of this initializer, using TimelineViewDefaultContext, improves compilation performance by using an independent generic type signature, which helps avoid unintended cyclical type dependencies.")
  @available(macOS, deprecated, introduced: 12.0, message: "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure to resolve this warning. The new version of this initializer, using TimelineViewDefaultContext, improves compilation performance by using an independent generic type signature, which helps avoid unintended cyclical type dependencies.")
  @available(watchOS, deprecated, introduced: 8.0, message: "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure to resolve this warning. The new version of this initializer, using TimelineViewDefaultContext, improves compilation performance by using an independent generic type signature, which helps avoid unintended cyclical type dependencies.")
  @available(tvOS, deprecated, introduced: 15.0, message: "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure to resolve this warning. The new version of this initializer, using TimelineViewDefaultContext, improves compilation performance by using an independent generic type signature, which helps avoid unintended cyclical type dependencies.")
  @available(visionOS, deprecated, introduced: 1.0, message: "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure to resolve this warning. The new version of this initializer, using TimelineViewDefaultContext, improves compilation performance by using an independent generic type signature, which helps avoid unintended cyclical type dependencies.")
  @_disfavoredOverload nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineView<Schedule, Content>.Context) -> Content) { fatalError() }
  public var body: Never { return _stubNever() }
}
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView.Context.Cadence : Hashable {
}
