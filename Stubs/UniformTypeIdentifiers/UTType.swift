// UniformTypeIdentifiers: UTType (its initializers, properties, conformance checks and the system-declared
// types the project names). Mirrors https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct
// and the iOS 26 SDK's usr/lib/swift/UniformTypeIdentifiers.swiftmodule/arm64e-apple-ios.swiftinterface.
// Not modelled: the `ReferenceConvertible` bridging to UTTypeReference (no ObjC bridging on Linux).
import Foundation

@available(iOS 14.0, *)
public struct UTType: Sendable {
    // Apple's struct has only private storage; there is no memberwise initializer.
    private init() { fatalError() }
}

@available(iOS 14.0, *)
extension UTType {
    public init?(_ identifier: String) { fatalError() }
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) { fatalError() }
    public init?(mimeType: String, conformingTo supertype: UTType = .data) { fatalError() }
    public var identifier: String { fatalError() }
    public var preferredFilenameExtension: String? { fatalError() }
    public var preferredMIMEType: String? { fatalError() }
    public var localizedDescription: String? { fatalError() }
}

@available(iOS 14.0, *)
extension UTType {
    public func conforms(to type: UTType) -> Bool { fatalError() }
    public func isSupertype(of type: UTType) -> Bool { fatalError() }
    public func isSubtype(of type: UTType) -> Bool { fatalError() }
}

@available(iOS 14.0, *)
extension UTType {
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) { fatalError() }
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) { fatalError() }
}

@available(iOS 14.0, *)
extension UTType: Equatable, Hashable {
    public static func == (lhs: UTType, rhs: UTType) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

@available(iOS 14.0, *)
extension UTType: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { fatalError() }
    public var debugDescription: String { fatalError() }
}

@available(iOS 14.0, *)
extension UTType: Codable {
    public func encode(to encoder: any Encoder) throws { fatalError() }
    public init(from decoder: any Decoder) throws { fatalError() }
}

/// The system-declared types the project (and CoreTransferable's built-in conformances) name.
@available(iOS 14.0, *)
extension UTType {
    public static var item: UTType { fatalError() }
    public static var data: UTType { fatalError() }
    public static var url: UTType { fatalError() }
    public static var fileURL: UTType { fatalError() }
    public static var text: UTType { fatalError() }
    public static var plainText: UTType { fatalError() }
    public static var utf8PlainText: UTType { fatalError() }
    public static var json: UTType { fatalError() }
    public static var pdf: UTType { fatalError() }
    public static var image: UTType { fatalError() }
    public static var jpeg: UTType { fatalError() }
    public static var png: UTType { fatalError() }
    public static var heic: UTType { fatalError() }
    public static var archive: UTType { fatalError() }
    public static var zip: UTType { fatalError() }
}
