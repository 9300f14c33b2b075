import Foundation

/// What an app's `InfoPlist.xcstrings` must hold: every purpose string its `Info.plist` declares (the
/// `NS…UsageDescription` keys iOS shows when it asks for a permission, and which it requires before a
/// feature such as the share sheet's Save Image may run), in every language the app ships, the
/// English word for word as the plist has it.
public enum InfoPlistAudit {
    public static func problems(infoPlist: Data, catalog: StringCatalog, languages: [String]) throws -> [CatalogAudit.Problem] {
        guard let plist = try PropertyListSerialization.propertyList(from: infoPlist, format: nil) as? [String: Any] else {
            return [CatalogAudit.Problem(key: "Info.plist", language: catalog.sourceLanguage, problem: "not a dictionary")]
        }
        let purposes = plist.compactMap { key, value -> (String, String)? in
            guard key.hasPrefix("NS"), key.hasSuffix("UsageDescription"), let text = value as? String else { return nil }
            return (key, text)
        }
        var problems = CatalogAudit.problems(in: catalog, keys: Set(catalog.source.keys).union(purposes.map(\.0)), languages: languages)
        for (key, text) in purposes.sorted(by: { $0.0 < $1.0 }) where catalog.source[key] != nil && catalog.source[key]?.plain != text {
            problems.append(CatalogAudit.Problem(key: key, language: catalog.sourceLanguage, problem: "differs from Info.plist's “\(text)”"))
        }
        return problems
    }
}
