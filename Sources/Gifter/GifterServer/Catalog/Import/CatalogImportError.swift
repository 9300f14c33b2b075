/// Why an import stopped (a Medusa store, a Shopify storefront, a Merchant Center feed), or why its
/// arguments were refused before anything was read. Each message names the shop (and the key, where the
/// key is the problem) and what to do, because it is read by whoever ran the command or the server's log.
public enum CatalogImportError: Error, Equatable, CustomStringConvertible {
    /// A shop's URL (`--medusa`, `--shopify`, `--storefront`, a feed's URL) is not an absolute http(s) URL.
    case invalidURL(option: String, value: String)
    /// The command line named no source, or more than one (`--shopify`, `--merchant-feed`, `--medusa`).
    case sourceCount(named: [String])
    /// `--currency` is not a three-letter ISO 4217 code.
    case invalidCurrency(String)
    /// A Shopify shop whose currency is neither given nor in its meta.json.
    case noCurrency(shop: String)
    /// A Shopify shop that answers the same products whatever page is asked for.
    case pagingIgnored(shop: String, read: Int)
    /// A Merchant Center feed file that cannot be read.
    case feedUnreadable(location: String, detail: String)
    /// A feed that is neither the tab-separated form (a header row of attribute names) nor RSS/Atom
    /// XML with items, or XML that does not parse.
    case notAFeed(location: String, detail: String)
    /// `--key` is empty.
    case missingKey
    /// The store refused the publishable key (Medusa answers 400 `not_allowed` for a missing, unknown
    /// or revoked key; a proxy in front may answer 401 or 403).
    case keyRejected(key: String, store: String, status: Int, message: String?)
    /// An error status that retrying did not fix, or one retrying cannot fix.
    case status(url: String, code: Int, message: String?)
    /// The answer was not the JSON the Store API sends (a login page, a proxy's error page…).
    case notJSON(url: String, contentType: String?, detail: String)
    /// One page's answer exceeded the size limit.
    case tooLarge(url: String, limit: Int)
    /// No complete answer within the time limit, on every attempt.
    case timedOut(url: String, limit: Duration)
    /// The store could not be reached, on every attempt.
    case unreachable(url: String, detail: String)
    /// The store has no region, so Medusa computes no prices.
    case noRegion(store: String)
    /// A page came back empty before `count` products were read: importing a partial listing would
    /// withdraw every product not read.
    case incompleteListing(store: String, read: Int, count: Int)
    /// The listing claims more products than the importer reads in one run.
    case tooManyProducts(store: String, count: Int, limit: Int)

    public var description: String {
        switch self {
        case .invalidURL(let option, let value):
            return "\(option) must be an absolute http:// or https:// URL, got '\(value)'"
        case .sourceCount(let named):
            return named.isEmpty
                ? "name the shop to import: --shopify URL, --merchant-feed FILE_OR_URL or --medusa URL --key KEY"
                : "import one shop at a time; got \(named.joined(separator: " and "))"
        case .invalidCurrency(let value):
            return "--currency must be a three-letter ISO 4217 code such as GBP or EUR, got '\(value)'"
        case .noCurrency(let shop):
            return "the Shopify shop at \(shop) does not say its currency (no meta.json); give it with --currency, e.g. --currency GBP"
        case .pagingIgnored(let shop, let read):
            return "the Shopify shop at \(shop) answered the same products for every page after \(read); nothing was imported"
        case .feedUnreadable(let location, let detail):
            return "could not read the feed \(location): \(detail)"
        case .notAFeed(let location, let detail):
            return "\(location) is not a Merchant Center feed (tab-separated with a header row, or RSS/Atom XML): \(detail)"
        case .missingKey:
            return "--key must be the store's publishable API key (pk_…, from Settings → Publishable API Keys in its admin)"
        case .keyRejected(let key, let store, let status, let message):
            // A publishable key is public by design (every storefront ships it to browsers), so it is
            // shown whole: a typo or a stray character is then visible.
            return "the Medusa store at \(store) rejected the publishable API key '\(key)' (HTTP \(status)\(message.map { ": \($0)" } ?? "")); "
                + "check --key against Settings → Publishable API Keys in the store's admin"
        case .status(let url, let code, let message):
            return "\(url) answered HTTP \(code)\(message.map { ": \($0)" } ?? "")"
        case .notJSON(let url, let contentType, let detail):
            return "\(url) did not answer with the JSON expected (content type \(contentType ?? "none")): \(detail)"
        case .tooLarge(let url, let limit):
            return "\(url) answered with more than \(limit / (1 << 20)) MiB; refusing to read it"
        case .timedOut(let url, let limit):
            return "\(url) did not answer within \(CatalogHTTP.describe(limit))"
        case .unreachable(let url, let detail):
            return "could not reach \(url): \(detail)"
        case .noRegion(let store):
            return "the Medusa store at \(store) has no region, so it prices nothing; add a region in its admin"
        case .incompleteListing(let store, let read, let count):
            return "the Medusa store at \(store) stopped listing products after \(read) of \(count); nothing was imported (run it again)"
        case .tooManyProducts(let store, let count, let limit):
            return "the shop at \(store) lists \(count) products, more than the \(limit) one import reads"
        }
    }
}
