/// A catalog with nothing to recommend: no shop imported and the sample catalog off. The person is told
/// no shop is connected yet (Home, recommendations); the operator, at start and in `/ready`, how to
/// connect one.
enum EmptyCatalog {
    static let operatorNote = """
        the catalog has no product to recommend: import a shop with `greenhouse gifter import --shopify URL`, \
        `--merchant-feed FILE_OR_URL` or `--medusa URL --key KEY`, or set GIFTER_SAMPLE_CATALOG=on for a demo
        """

    /// What an empty recommendations page says when the catalog is why.
    static let recommendationsMessage = "No shop is connected to me yet, so I have nothing to suggest. I’ll start as soon as one is."
}

extension CatalogIndex {
    /// No product may be recommended: the catalog is empty, or every product in it was withdrawn.
    var offersNothing: Bool { !entries.contains { $0.available } }
}
