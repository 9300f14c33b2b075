// StoreKit (StoreKit 2): transactions, their verification wrapper, the transaction sequences
// (currentEntitlements, unfinished, updates), AppStore.sync() and StoreKitError.
// Mirrors the iOS 26 SDK's StoreKit.swiftinterface and https://developer.apple.com/documentation/storekit/transaction,
// .../storekit/verificationresult, .../storekit/appstore, .../storekit/storekiterror

import Foundation

/// `@frozen` in the SDK: a switch over `.verified` / `.unverified` needs no `@unknown default`.
@available(iOS 15.0, *)
@frozen public enum VerificationResult<SignedType> {
    case unverified(SignedType, VerificationResult<SignedType>.VerificationError)
    case verified(SignedType)

    public var payloadValue: SignedType { get throws { fatalError() } }
    public var unsafePayloadValue: SignedType { get { fatalError() } }
}

@available(iOS 15.0, *)
extension VerificationResult {
    public enum VerificationError : Error {
        case revokedCertificate
        case invalidCertificateChain
        case invalidDeviceVerification
        case invalidEncoding
        case invalidSignature
        case missingRequiredProperties
    }
}

@available(iOS 15.0, *)
extension VerificationResult : Equatable where SignedType : Equatable {
    public static func == (a: VerificationResult<SignedType>, b: VerificationResult<SignedType>) -> Bool { fatalError() }
}

@available(iOS 15.0, *)
extension VerificationResult : Hashable where SignedType : Hashable {
    public func hash(into hasher: inout Hasher) { fatalError() }
}

@available(iOS 15.0, *)
extension VerificationResult : Sendable where SignedType : Sendable {}

@available(iOS 15.0, *)
extension VerificationResult where SignedType == Transaction {
    /// The transaction's signed JWS (compact serialization).
    public var jwsRepresentation: String { fatalError() }
}

@available(iOS 15.0, *)
public struct Transaction : Identifiable {
    public let id: UInt64
    public let productID: String
    public let purchaseDate: Date
    public let revocationDate: Date?

    public func finish() async { fatalError() }

    public typealias ID = UInt64
}

@available(iOS 15.0, *)
extension Transaction : Equatable {
    public static func == (lhs: Transaction, rhs: Transaction) -> Bool { fatalError() }
}

@available(iOS 15.0, *)
extension Transaction : Hashable {
    public func hash(into hasher: inout Hasher) { fatalError() }
}

@available(iOS 15.0, *)
extension Transaction : CustomDebugStringConvertible {
    public var debugDescription: String { fatalError() }
}

@available(iOS 15.0, *)
extension Transaction : Sendable {}

@available(iOS 15.0, *)
extension Transaction {
    /// Never fails (`Failure == Never` since the iOS 18 SDK), so `for await` needs no `try`.
    public struct Transactions : AsyncSequence {
        public typealias Element = VerificationResult<Transaction>
        public typealias Failure = Never

        public struct AsyncIterator : AsyncIteratorProtocol {
            public typealias Element = VerificationResult<Transaction>
            public typealias Failure = Never
            public mutating func next() async -> VerificationResult<Transaction>? { fatalError() }
        }

        public func makeAsyncIterator() -> Transaction.Transactions.AsyncIterator { fatalError() }
    }

    public static var currentEntitlements: Transaction.Transactions { fatalError() }

    public static var unfinished: Transaction.Transactions { fatalError() }
}

@available(iOS 15.0, *)
extension Transaction {
    public static var updates: Transaction.Transactions { fatalError() }
}

@available(iOS 15.0, *)
extension Transaction.Transactions : Sendable {}

@available(iOS 15.0, *)
public enum AppStore {}

@available(iOS 15.0, *)
extension AppStore {
    public static func sync() async throws { fatalError() }
}

@available(iOS 15.0, *)
extension AppStore : Sendable {}

@available(iOS 15.0, *)
public enum StoreKitError : Error {
    case unknown
    case userCancelled
    case networkError(URLError)
    case systemError(any Error)
    case notAvailableInStorefront
    @available(iOS 15.4, *)
    case notEntitled
    @available(iOS 18.4, *)
    case unsupported
}

@available(iOS 15.0, *)
extension StoreKitError : Sendable {}

@available(iOS 15.4, *)
extension StoreKitError : LocalizedError {
    public var errorDescription: String? { fatalError() }
    public var failureReason: String? { fatalError() }
    public var recoverySuggestion: String? { fatalError() }
}
