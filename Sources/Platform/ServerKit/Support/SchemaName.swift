/// Rules for names that end up as PostgreSQL schema names (app names, schema prefixes): lowercase
/// ASCII letters, digits and `_`, so they never need quoting and never collide by case.
enum SchemaName {
    static func isMadeOfAllowedCharacters(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// An app name: allowed characters, starting with a letter.
    static func isValidAppName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return isMadeOfAllowedCharacters(name)
    }
}
