import SQLKit

/// Relevance as SQL both backends evaluate alike, from the normalized query `q` (already corrected):
///
/// 1. the shown name exactly; 2. any other name exactly (synonym, regional or scientific name);
/// 3. the shown name's last word is `q`; 4. another common name's last word is `q`; 5. the shown name
/// starts with `q`; 6. another name does; 7. a word of a name does; 8. the family does; 9. anything
/// else that matched (a colour). Within a tier, flowers whose genus or family shares the query's first
/// letters come first, then alphabetical order.
///
/// The last-word rule is English compounding: the head noun comes last, so a "dog rose" is a rose and
/// a "rose campion" is a campion. The genus rule separates the roses (*Rosa*) from the Christmas rose
/// (*Helleborus*), the lilies (*Lilium*) from the daylilies, without a list of exceptions.
enum FlowerRanking {
    static let exactName = 100
    static let exactOtherName = 90
    static let headNoun = 80
    static let otherHeadNoun = 70
    static let namePrefix = 60
    static let otherNamePrefix = 50
    static let wordPrefix = 40
    static let family = 30
    static let other = 10
    /// Added within a tier; smaller than the gap between tiers.
    static let sharedRoot = 5

    /// `q` holds only letters, digits and single spaces (`SearchText.normalize`), so it has no `LIKE`
    /// wildcards to escape.
    ///
    /// `namesMatch` (every word begins a word of some name; the text index answers it) guards the name
    /// tiers, so a search matching mostly by colour or family ("red", "aster") pattern-matches names only
    /// for the flowers whose names can match. Nil when every candidate already matches by name.
    static func score(_ q: String, namesMatch: (any SQLExpression)? = nil) -> SQLQueryString {
        let names: SQLQueryString = """
            CASE
                WHEN name_key = \(bind: q) THEN \(literal: exactName)
                WHEN names_text LIKE \(bind: "%| \(q) |%") THEN \(literal: exactOtherName)
                WHEN name_key LIKE \(bind: "% \(q)") THEN \(literal: headNoun)
                WHEN common_text LIKE \(bind: "% \(q) |%") THEN \(literal: otherHeadNoun)
                WHEN name_key LIKE \(bind: "\(q)%") THEN \(literal: namePrefix)
                WHEN names_text LIKE \(bind: "%| \(q)%") THEN \(literal: otherNamePrefix)
                WHEN names_text LIKE \(bind: "% \(q)%") THEN \(literal: wordPrefix)
                WHEN family_key LIKE \(bind: "\(q)%") THEN \(literal: family)
                ELSE \(literal: other)
            END
            """
        let tier: SQLQueryString = namesMatch.map { namesMatch in
            """
            CASE WHEN NOT (\(namesMatch)) THEN
                CASE WHEN family_key LIKE \(bind: "\(q)%") THEN \(literal: family) ELSE \(literal: other) END
            ELSE \(names) END
            """
        } ?? names
        guard let root = root(of: q) else { return tier }
        return "(\(tier) + CASE WHEN scientific_key LIKE \(bind: root + "%") OR family_key LIKE \(bind: root + "%") THEN \(literal: sharedRoot) ELSE 0 END)"
    }

    /// The first three letters of the query's last word, when it is long enough to mean one.
    static func root(of q: String) -> String? {
        guard let word = q.split(separator: " ").last, word.count >= 4 else { return nil }
        return String(word.prefix(3))
    }

    /// Where a flower can score above `other`: a name matches (`namesMatch`), the family begins with
    /// `q`, or the genus or family begins with the query's root. Every other match scores exactly
    /// `other`. As key ranges, which the `flowers_family` and `flowers_scientific` indexes answer, for
    /// the flowers `score`'s `LIKE`s find: keys and `q` are normalized, with no wildcards or capitals.
    static func standsOut(_ q: String, namesMatch: any SQLExpression) -> SQLQueryString {
        var parts: [SQLQueryString] = ["\(namesMatch)", startsWith("family_key", q)]
        if let root = root(of: q) { parts += [startsWith("scientific_key", root), startsWith("family_key", root)] }
        return "(" + parts.joined(separator: " OR ") + ")"
    }

    private static func startsWith(_ column: String, _ prefix: String) -> SQLQueryString {
        "(\(ident: column) >= \(bind: prefix) AND \(ident: column) < \(bind: prefix + "\u{10FFFF}"))"
    }
}
