// Symbols: the SymbolEffect protocol family, the effects the view code names (`.bounce`, `.replace`) and
// SymbolEffectOptions (the type of the `options:` parameter of SwiftUI's `symbolEffect` modifiers).
// Mirrors https://developer.apple.com/documentation/symbols and the iOS 26 SDK's
// Symbols.framework/Modules/Symbols.swiftmodule/arm64e-apple-ios.swiftinterface.
// The effect structs have only an internal init in Apple's interface (you get them from the static
// accessors), so none is public here. Effects the project does not use (pulse, variableColor, scale,
// appear, disappear, automatic, wiggle, rotate, breathe, drawOn/drawOff, MagicReplace) are not modelled.

@available(iOS 17.0, *)
public protocol SymbolEffect: Hashable, Sendable {
    var configuration: SymbolEffectConfiguration { get }
}

@available(iOS 17.0, *)
public struct SymbolEffectConfiguration: Hashable, Sendable {
    public static func == (a: SymbolEffectConfiguration, b: SymbolEffectConfiguration) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

// Marker protocols (`@_marker` in Apple's interface): they classify effects for SwiftUI's modifiers.
@available(iOS 17.0, *)
@_marker public protocol TransitionSymbolEffect {}
@available(iOS 17.0, *)
@_marker public protocol ContentTransitionSymbolEffect {}
@available(iOS 17.0, *)
@_marker public protocol IndefiniteSymbolEffect {}
@available(iOS 17.0, *)
@_marker public protocol DiscreteSymbolEffect {}

// MARK: Bounce

@available(iOS 17.0, *)
extension SymbolEffect where Self == BounceSymbolEffect {
    public static var bounce: BounceSymbolEffect { fatalError() }
}

@available(iOS 17.0, *)
public struct BounceSymbolEffect: SymbolEffect {
    public var up: BounceSymbolEffect { fatalError() }
    public var down: BounceSymbolEffect { fatalError() }
    public var byLayer: BounceSymbolEffect { fatalError() }
    public var wholeSymbol: BounceSymbolEffect { fatalError() }
    public var configuration: SymbolEffectConfiguration { fatalError() }
    public static func == (a: BounceSymbolEffect, b: BounceSymbolEffect) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

@available(iOS 17.0, *)
extension BounceSymbolEffect: DiscreteSymbolEffect {}

@available(iOS 18.0, *)
extension BounceSymbolEffect: IndefiniteSymbolEffect {}

// MARK: Replace

@available(iOS 17.0, *)
extension SymbolEffect where Self == ReplaceSymbolEffect {
    public static var replace: ReplaceSymbolEffect { fatalError() }
}

@available(iOS 17.0, *)
public struct ReplaceSymbolEffect: SymbolEffect {
    public var downUp: ReplaceSymbolEffect { fatalError() }
    public var upUp: ReplaceSymbolEffect { fatalError() }
    public var offUp: ReplaceSymbolEffect { fatalError() }
    public var byLayer: ReplaceSymbolEffect { fatalError() }
    public var wholeSymbol: ReplaceSymbolEffect { fatalError() }
    public var configuration: SymbolEffectConfiguration { fatalError() }
    public static func == (a: ReplaceSymbolEffect, b: ReplaceSymbolEffect) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

@available(iOS 17.0, *)
extension ReplaceSymbolEffect {
    @available(iOS 18.0, *)
    public static var downUp: ReplaceSymbolEffect { fatalError() }
    @available(iOS 18.0, *)
    public static var upUp: ReplaceSymbolEffect { fatalError() }
    @available(iOS 18.0, *)
    public static var offUp: ReplaceSymbolEffect { fatalError() }
}

@available(iOS 17.0, *)
extension ReplaceSymbolEffect: ContentTransitionSymbolEffect {}

// MARK: Options

@available(iOS 17.0, *)
public struct SymbolEffectOptions: Hashable, Sendable {
    public static var `default`: SymbolEffectOptions { fatalError() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { fatalError() }
    public func speed(_ speed: Double) -> SymbolEffectOptions { fatalError() }
    public static var nonRepeating: SymbolEffectOptions { fatalError() }
    public var nonRepeating: SymbolEffectOptions { fatalError() }
    public static func == (a: SymbolEffectOptions, b: SymbolEffectOptions) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}
