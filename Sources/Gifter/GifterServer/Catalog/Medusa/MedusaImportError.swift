/// Why an import from a Medusa store stopped. Each message names the store (and the key, where the
/// key is the problem) and what to do, because it is read by whoever ran the command.
public enum MedusaImportError: Error, Equatable, CustomStringConvertible {
    /// The `--medusa` or `--storefront` value is not an absolute http(s) URL.
    case invalidURL(option: String, value: String)
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
            return "\(url) did not answer with the Store API's JSON (content type \(contentType ?? "none")): \(detail)"
        case .tooLarge(let url, let limit):
            return "\(url) answered with more than \(limit / (1 << 20)) MiB; refusing to read it"
        case .timedOut(let url, let limit):
            return "\(url) did not answer within \(MedusaStoreClient.describe(limit))"
        case .unreachable(let url, let detail):
            return "could not reach \(url): \(detail)"
        case .noRegion(let store):
            return "the Medusa store at \(store) has no region, so it prices nothing; add a region in its admin"
        case .incompleteListing(let store, let read, let count):
            return "the Medusa store at \(store) stopped listing products after \(read) of \(count); nothing was imported (run it again)"
        case .tooManyProducts(let store, let count, let limit):
            return "the Medusa store at \(store) lists \(count) products, more than the \(limit) one import reads"
        }
    }
}
