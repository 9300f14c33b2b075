/// A Medusa store as a catalog source: its GBP region (else its first), every product priced there,
/// each mapped.
struct MedusaImport: CatalogSource {
    let client: MedusaStoreClient
    let mapper: MedusaProductMapper

    var source: String { mapper.source }

    func read(progress: @escaping @Sendable (String) -> Void) async throws -> CatalogListing {
        let region = try await client.region()
        progress("pricing in \(region.name ?? region.id) (\((region.currency_code ?? "?").uppercased()))")
        let listed = try await client.products(in: region) { read, count in progress("fetched \(read) of \(count) products") }
        var listing = CatalogListing()
        for item in listed {
            switch mapper.map(item, currency: region.currency_code) {
            case .success(let product): listing.products.append(product)
            case .failure(let skip): listing.skipped.append(skip)
            }
        }
        return listing
    }
}
