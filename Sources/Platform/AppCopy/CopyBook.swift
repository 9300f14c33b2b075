import Foundation

/// One app's words: its String Catalog read for the person's languages, looked up by the app's key
/// enum so a missing key is a compile error, not a blank label.
public struct CopyBook<Key: RawRepresentable & Sendable>: Sendable where Key.RawValue == String {
    public let catalog: StringCatalog
    /// The region's conventions in the catalog's chosen language: what dates and numbers beside these
    /// words are formatted with (German words get "27. Apr. 2025", not "Apr 27, 2025").
    public let locale: Locale

    public init(catalog: StringCatalog, region: Locale.Region? = Locale.current.region) {
        self.catalog = catalog
        var components = Locale.Components(identifier: catalog.language)
        if let region { components.region = region }
        self.locale = Locale(components: components)
    }

    /// The catalog at `url` (an app's bundled file), for `preferredLanguages`. A file that cannot be
    /// read gives an empty book whose words are their keys: only a broken build, which tests catch.
    public init(catalogAt url: URL?, preferredLanguages: [String] = Locale.preferredLanguages, region: Locale.Region? = Locale.current.region) {
        let catalog = url
            .flatMap { try? Data(contentsOf: $0) }
            .flatMap { try? StringCatalog(data: $0, preferredLanguages: preferredLanguages) }
        self.init(catalog: catalog ?? .empty, region: region)
    }

    /// The words for `key`, with no placeholders filled.
    public subscript(_ key: Key) -> String {
        catalog.value(for: key.rawValue, count: nil)
    }

    /// The words for `key` with its placeholders filled; a plural entry picks its form by the first number.
    public func format(_ key: Key, _ arguments: CopyArgument...) -> String {
        format(key, arguments)
    }

    public func format(_ key: Key, _ arguments: [CopyArgument]) -> String {
        let count = arguments.lazy.compactMap { if case .number(let n) = $0 { n } else { nil } }.first
        return CopyTemplate.fill(catalog.value(for: key.rawValue, count: count), with: arguments, locale: locale)
    }
}
