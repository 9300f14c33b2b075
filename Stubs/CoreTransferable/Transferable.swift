// CoreTransferable: the Transferable and TransferRepresentation protocols, their result builder, and the
// built-in conformances the project relies on (Data, String, URL: `PhotosPickerItem.loadTransferable(type: Data.self)`,
// `ShareLink(item:)` with a URL or String). Mirrors https://developer.apple.com/documentation/coretransferable
// and the iOS 26 SDK's CoreTransferable.swiftmodule/arm64e-apple-ios.swiftinterface.
//
// Not modelled (the project uses none of them): CodableRepresentation and the builder's buildExpression for it
// (they need Combine's TopLevelEncoder/TopLevelDecoder, and this stub may only import UniformTypeIdentifiers),
// DataRepresentation, FileRepresentation, ProxyRepresentation, the representation modifiers
// (visibility, suggestedFileName, exportingCondition), AttributedString's conformance, NSItemProvider's
// Transferable methods, and the iOS 18.2 import/export helpers.
import Foundation
import UniformTypeIdentifiers

@available(iOS 16.0, *)
@preconcurrency
public protocol Transferable: Sendable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Self.Representation { get }
}

@available(iOS 16.0, *)
public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Self.Item> var body: Self.Body { get }
}

/// Declared with `@_functionBuilder` in Apple's interface (the old spelling of `@resultBuilder`).
/// Only the arities up to 4 are modelled (Apple's go to 10); no project code builds a representation.
@available(iOS 16.0, *)
@resultBuilder
public struct TransferRepresentationBuilder<Item> where Item: Transferable {
    public static func buildExpression<R>(_ content: R) -> R where Item == R.Item, R: TransferRepresentation { fatalError() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Item == Content.Item, Content: TransferRepresentation { fatalError() }
    public static func buildBlock<C1, C2>(_ content1: C1, _ content2: C2) -> TupleTransferRepresentation<Item, (C1, C2)> where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C1.Item == C2.Item { fatalError() }
    public static func buildBlock<C1, C2, C3>(_ content1: C1, _ content2: C2, _ content3: C3) -> TupleTransferRepresentation<Item, (C1, C2, C3)> where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item { fatalError() }
    public static func buildBlock<C1, C2, C3, C4>(_ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4)> where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item { fatalError() }
}

/// Stub-only: the hidden underlying type of the `some TransferRepresentation` results below (a bare
/// `fatalError()` body would be transformed by the inferred result builder and fail to type-check). Public,
/// underscored, for the SwiftUI stub's conformances (Color, Image); not Apple's API.
@available(iOS 16.0, *)
public struct _StubRepresentation<Item: Transferable>: TransferRepresentation {
    public init() { fatalError() }
}

@available(iOS 16.0, *)
extension _StubRepresentation {
    // In a separate extension so that the requirement's result builder is not inferred on it.
    public var body: Never { fatalError() }
}

@available(iOS 16.0, *)
public struct TupleTransferRepresentation<Item, Value>: TransferRepresentation where Item: Transferable, Value: Sendable {
    public var body: some TransferRepresentation { _StubRepresentation() }
}

// `Never` as the leaf representation. In the iOS 26 SDK `Never.Body`/`Never.body` are declared here, moved
// from SwiftUI (`@_originallyDefinedIn(module: "SwiftUI", iOS 18.0)`), so the SwiftUI stub must not
// redeclare them.
@available(iOS 13.0, *)
extension Never {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 16.0, *)
extension Never: TransferRepresentation {
    public typealias Item = Never
}

@available(iOS 16.0, *)
extension Never: Transferable {
    public typealias Representation = Never
    public static var transferRepresentation: Never { fatalError() }
}

@available(iOS 16.0, *)
extension Data: Transferable {
    public static var transferRepresentation: some TransferRepresentation { _StubRepresentation() }
}

@available(iOS 16.0, *)
extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation { _StubRepresentation() }
}

@available(iOS 16.0, *)
extension URL: Transferable {
    public static var transferRepresentation: some TransferRepresentation { _StubRepresentation() }
}
