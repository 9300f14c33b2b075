// SwiftUI: Liquid Glass (iOS 26).
// Interface stub for `make check-ui` (Stubs/README.md): each declaration mirrors the iOS 26 SDK's SwiftUI and
// SwiftUICore module interfaces (names, labels, types, constraints, isolation, availability), trimmed to what
// the apps' views can reach; bodies are `fatalError()` and nothing runs.
// https://developer.apple.com/documentation/swiftui/applying-liquid-glass-to-custom-views
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
extension View {
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
  @available(visionOS, unavailable)
  nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View { return EmptyView() }
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct DefaultGlassEffectShape : Shape {
  public init() { fatalError() }
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  nonisolated public static var role: ShapeRole { get { fatalError() } }
  nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { get { fatalError() } }
  nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
  @available(iOS 26.0, tvOS 26.0, watchOS 26.0, macOS 26.0, *)
  @available(visionOS, unavailable)
  public typealias AnimatableData = EmptyAnimatableData
  @available(iOS 26.0, tvOS 26.0, watchOS 26.0, macOS 26.0, *)
  @available(visionOS, unavailable)
  public typealias Body = _ShapeView<DefaultGlassEffectShape, ForegroundStyle>
}
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct Glass : Equatable, Sendable {
  public static var regular: Glass { get { fatalError() } }
  public static var clear: Glass { get { fatalError() } }
  public static var identity: Glass { get { fatalError() } }
  public func tint(_ color: Color?) -> Glass { fatalError() }
  public func interactive(_ isEnabled: Bool = true) -> Glass { fatalError() }
  public static func == (a: Glass, b: Glass) -> Bool { fatalError() }
}
