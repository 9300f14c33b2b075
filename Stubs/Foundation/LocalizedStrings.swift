// Foundation: `LocalizedStringResource` and `String.LocalizationValue` (iOS 16), which Linux Foundation lacks and
// SwiftUI's text-taking APIs accept (as `@_disfavoredOverload`s beside `LocalizedStringKey` and `StringProtocol`).
// Mirrors https://developer.apple.com/documentation/foundation/localizedstringresource and
// https://developer.apple.com/documentation/swift/string/localizationvalue. Only the initialisers are declared;
// the interpolation takes strings and integers and floating-point numbers, fewer types than Apple's (stricter).
import Foundation

@available(iOS 16.0, *)
extension String {
    public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation, Sendable, Codable {
        public init(_ value: String) { fatalError() }
        public init(stringLiteral value: String) { fatalError() }
        public init(stringInterpolation: StringInterpolation) { fatalError() }
        public init(from decoder: any Decoder) throws { fatalError() }
        public func encode(to encoder: any Encoder) throws { fatalError() }
        public static func == (lhs: LocalizationValue, rhs: LocalizationValue) -> Bool { fatalError() }

        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
            public mutating func appendLiteral(_ literal: String) { fatalError() }
            public mutating func appendInterpolation(_ string: String) { fatalError() }
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { fatalError() }
            public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) { fatalError() }
        }
    }
}

@available(iOS 16.0, *)
public struct LocalizedStringResource: Equatable, Hashable, ExpressibleByStringInterpolation, Sendable, Codable {
    public struct BundleDescription: Sendable {
        public static var main: BundleDescription { fatalError() }
        public static func forClass(_ anyClass: AnyClass) -> BundleDescription { fatalError() }
        public static func atURL(_ url: URL) -> BundleDescription { fatalError() }
    }

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil) { fatalError() }
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) { fatalError() }
    public init(from decoder: any Decoder) throws { fatalError() }
    public func encode(to encoder: any Encoder) throws { fatalError() }
    public static func == (lhs: LocalizedStringResource, rhs: LocalizedStringResource) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }

    public var key: String { fatalError() }
    public var table: String? { fatalError() }
    public var locale: Locale { get { fatalError() } set { fatalError() } }
    public var bundle: LocalizedStringResource.BundleDescription { fatalError() }
}
