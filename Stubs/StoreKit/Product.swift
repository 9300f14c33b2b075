// StoreKit (StoreKit 2): products, purchasing, purchase options and results.
// Mirrors the iOS 26 SDK's StoreKit.swiftinterface (iPhoneOS26.0.sdk/System/Library/Frameworks/StoreKit.framework/
// Modules/StoreKit.swiftmodule/arm64e-apple-ios.swiftinterface) and
// https://developer.apple.com/documentation/storekit/product
//
// Note `purchase(options:)` is `@MainActor` in the SDK.

// StoreKit's clang module (`export *`) re-exports Foundation, which its headers import. (It also re-exports
// UIKit on iOS; this stub may not import UIKit — see check.sh — and the view code does not rely on it.)
@_exported import Foundation

@available(iOS 15.0, *)
public struct Product : Identifiable {
    public let id: String
    public let displayName: String
    public let description: String
    public let displayPrice: String

    public typealias ID = String
}

@available(iOS 15.0, *)
extension Product : Equatable {
    public static func == (lhs: Product, rhs: Product) -> Bool { fatalError() }
}

@available(iOS 15.0, *)
extension Product : Hashable {
    public func hash(into hasher: inout Hasher) { fatalError() }
}

@available(iOS 15.0, *)
extension Product : CustomDebugStringConvertible {
    public var debugDescription: String { fatalError() }
}

@available(iOS 15.0, *)
extension Product : Sendable {}

@available(iOS 15.0, *)
extension Product {
    public static func products<Identifiers>(for identifiers: Identifiers) async throws -> [Product] where Identifiers : Collection, Identifiers.Element == String { fatalError() }
}

@available(iOS 15.0, *)
extension Product {
    public struct PurchaseOption : Equatable, Hashable, Sendable {
        public static func appAccountToken(_ token: UUID) -> Product.PurchaseOption { fatalError() }

        public static func == (a: Product.PurchaseOption, b: Product.PurchaseOption) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) { fatalError() }
    }

    public enum PurchaseResult {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    @available(iOS 15.0, *)
    @available(visionOS, unavailable)
    @MainActor public func purchase(options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult { fatalError() }
}

@available(iOS 15.0, *)
extension Product.PurchaseResult : Sendable {}
