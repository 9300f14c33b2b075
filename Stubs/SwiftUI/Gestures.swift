// SwiftUI: Gestures.
// Interface stub for `make check-ui` (Stubs/README.md): each declaration mirrors the iOS 26 SDK's SwiftUI and
// SwiftUICore module interfaces (names, labels, types, constraints, isolation, availability), trimmed to what
// the apps' views can reach; bodies are `fatalError()` and nothing runs.
// https://developer.apple.com/documentation/swiftui/gestures
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
extension Gesture {
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture where Self.Value : Equatable {
  @MainActor @preconcurrency public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _EndedGesture<Content> where Content : Gesture {
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Never
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Value = Content.Value
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension _EndedGesture : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ChangedGesture<Content> where Content : Gesture, Content.Value : Equatable {
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Never
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Value = Content.Value
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension _ChangedGesture : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Gesture {
  nonisolated public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> { fatalError() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _MapGesture<Content, Value> where Content : Gesture {
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension _MapGesture : Sendable {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol Gesture<Value> {
  associatedtype Value
  associatedtype Body : Gesture
  @MainActor @preconcurrency var body: Self.Body { get }
}
@available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *)
extension View {
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T : Gesture { return EmptyView() }
  nonisolated public func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T : Gesture { return EmptyView() }
  nonisolated public func gesture<T>(_ gesture: T, isEnabled: Bool) -> some View where T : Gesture { return EmptyView() }
  nonisolated public func simultaneousGesture<T>(_ gesture: T, isEnabled: Bool) -> some View where T : Gesture { return EmptyView() }
}
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension View {
  nonisolated public func gesture<T>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View where T : Gesture { return EmptyView() }
  nonisolated public func simultaneousGesture<T>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View where T : Gesture { return EmptyView() }
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GestureMask : OptionSet {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { fatalError() }
  public static let none: GestureMask = { fatalError() }()
  public static let gesture: GestureMask = { fatalError() }()
  public static let subviews: GestureMask = { fatalError() }()
  public static let all: GestureMask = { fatalError() }()
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias ArrayLiteralElement = GestureMask
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias Element = GestureMask
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
  public typealias RawValue = UInt32
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _EndedGesture : Gesture {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ChangedGesture : Gesture {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _MapGesture : Gesture {
}
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension GestureMask : Sendable {
}
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
nonisolated public struct DragGesture : Gesture {
  public struct Value : Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize { get { fatalError() } }
    public var velocity: CGSize { get { fatalError() } }
    public static func == (a: DragGesture.Value, b: DragGesture.Value) -> Bool { fatalError() }
  }
  public var minimumDistance: CGFloat
  public var coordinateSpace: CoordinateSpace
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(tvOS, unavailable)
  @_disfavoredOverload public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) { fatalError() }
  @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
  @available(tvOS, unavailable)
  public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) { fatalError() }
  @available(iOS 13.0, watchOS 6.0, macOS 10.15, *)
  @available(tvOS, unavailable)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension DragGesture : Sendable {
}
@available(iOS 17.0, macOS 14.0, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
nonisolated public struct MagnifyGesture : Gesture {
  public struct Value : Equatable, Sendable {
    public var time: Date
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
    public static func == (a: MagnifyGesture.Value, b: MagnifyGesture.Value) -> Bool { fatalError() }
  }
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { fatalError() }
  @available(iOS 17.0, macOS 14.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public typealias Body = Never
  public var body: Never { return _stubNever() }
}
@available(*, unavailable)
extension MagnifyGesture : Sendable {
}
@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension Gesture {
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  @MainActor @preconcurrency public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> { fatalError() }
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
extension View {
  @available(iOS, introduced: 16.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(macOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(watchOS, introduced: 9.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @available(tvOS, unavailable)
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @_disfavoredOverload nonisolated public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View { return EmptyView() }
}
extension View {
  @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
  @available(tvOS, unavailable)
  nonisolated public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> some View { return EmptyView() }
}
