import Logging
import Media
import NIOConcurrencyHelpers
import ServerKit

/// The catalog a server recommends from: loaded from the database once, and again whenever its version
/// moves (an import here, or by another instance or the command line).
final class CatalogCache: Sendable {
    let store: ProductStore
    let vocabulary: TasteVocabulary
    /// Where the drawn pictures are; nil serves the palette and motif alone.
    let library: MediaLibrary?
    /// `GIFTER_EXCHANGE_RATES`: how prices in other currencies meet budgets in pounds.
    let rates: ExchangeRates
    private let current = NIOLockedValueBox<CatalogIndex?>(nil)

    init(store: ProductStore, vocabulary: TasteVocabulary, library: MediaLibrary? = nil, rates: ExchangeRates = ExchangeRates()) {
        self.store = store
        self.vocabulary = vocabulary
        self.library = library
        self.rates = rates
    }

    /// The loaded catalog (loading it on first use).
    func index() async throws -> CatalogIndex {
        if let index = current.withLockedValue({ $0 }) { return index }
        return try await reload()
    }

    /// Reads the catalog again if its version moved; returns the current index.
    @discardableResult
    func refresh() async throws -> CatalogIndex {
        let version = try await store.version()
        if let index = current.withLockedValue({ $0 }), index.version == version { return index }
        return try await reload()
    }

    @discardableResult
    func reload() async throws -> CatalogIndex {
        let (version, loaded) = try await store.load()
        var pictures: [String: String] = [:]
        if let library { pictures = try await ProductIllustrator.paths(library) }
        let products = loaded.map { product, available in
            guard let path = pictures[product.id], case .drawn(let palette, let motif) = product.images.first else { return (product, available) }
            var drawn = product
            drawn.images[0] = .rendered(url: path, palette: palette, motif: motif)
            return (drawn, available)
        }
        let index = CatalogIndex(version: version, products: products, vocabulary: vocabulary, rates: rates)
        current.withLockedValue { stored in
            if stored == nil || stored!.version <= index.version { stored = index }
        }
        return current.withLockedValue { $0! }
    }
}
