import AppCopy
import ClientKit
import Foundation
import GifterAPI
import Observation

/// "All collections", from Home's carousel header: every editorial collection with its title,
/// subtitle and brands; each opens its page (§7).
@MainActor @Observable
public final class CollectionsModel {
    public typealias Collection = Components.Schemas.CollectionSummary

    public static var title: String { GifterCopy[.collectionsTitle] }
    public static var openButton: String { GifterCopy[.collectionsAll] }

    public private(set) var collections: [Collection] = []
    public private(set) var failure: LoadFailure?
    /// Whether the server has answered (or failed) once: an empty list is not called empty before.
    public private(set) var hasAnswered = false

    private let client: GifterClient

    public init(client: GifterClient) {
        self.client = client
    }

    /// When there are none (no shop connected yet).
    public var emptyLine: String? { hasAnswered && collections.isEmpty && failure == nil ? GifterCopy[.collectionsEmpty] : nil }

    /// "Hollowfield Ceramics, Slowhour Roasters": a card's brands line.
    public static func brandsLine(_ collection: Collection) -> String { collection.brands.joined(separator: ", ") }

    public func load() async {
        defer { hasAnswered = true }
        do {
            collections = try await client.api.listCollections().ok.body.json.collections
            failure = nil
        } catch {
            failure = LoadFailure(error)
        }
    }
}
