import Foundation

/// Fills a catalog template's placeholders: `%@`, `%lld`, `%d`, their positional forms (`%2$@`) and `%%`.
/// The placeholders are the catalog's own, so a translation may reorder them.
public enum CopyTemplate {
    public static func fill(_ template: String, with arguments: [CopyArgument], locale: Locale = Locale(identifier: "en")) -> String {
        var result = ""
        var next = 0
        var index = template.startIndex
        while index < template.endIndex {
            let character = template[index]
            guard character == "%" else {
                result.append(character)
                index = template.index(after: index)
                continue
            }
            var cursor = template.index(after: index)
            if cursor < template.endIndex, template[cursor] == "%" {
                result.append("%")
                index = template.index(after: cursor)
                continue
            }
            var position: Int?
            let digits = template[cursor...].prefix(while: \.isNumber)
            if !digits.isEmpty, template[digits.endIndex...].hasPrefix("$") {
                position = Int(digits).map { $0 - 1 }
                cursor = template.index(after: digits.endIndex)
            }
            let rest = template[cursor...]
            let specifier = rest.hasPrefix("@") ? "@" : rest.hasPrefix("lld") ? "lld" : rest.hasPrefix("d") ? "d" : nil
            guard let specifier else {
                result.append(character)
                index = template.index(after: index)
                continue
            }
            let argumentIndex = position ?? next
            next = argumentIndex + 1
            if arguments.indices.contains(argumentIndex) {
                switch arguments[argumentIndex] {
                case .text(let text): result += text
                case .number(let number): result += number.formatted(.number.locale(locale))
                }
            }
            index = template.index(cursor, offsetBy: specifier.count)
        }
        return result
    }

    /// The placeholders a template uses, by argument position and kind ("1@", "2lld"): a translation
    /// must use the same ones as its source, or its words would show another value.
    public static func placeholders(in template: String) -> Set<String> {
        var found = Set<String>()
        var next = 1
        var index = template.startIndex
        while index < template.endIndex {
            guard template[index] == "%" else {
                index = template.index(after: index)
                continue
            }
            var cursor = template.index(after: index)
            if cursor < template.endIndex, template[cursor] == "%" {
                index = template.index(after: cursor)
                continue
            }
            var position: Int?
            let digits = template[cursor...].prefix(while: \.isNumber)
            if !digits.isEmpty, template[digits.endIndex...].hasPrefix("$") {
                position = Int(digits)
                cursor = template.index(after: digits.endIndex)
            }
            let rest = template[cursor...]
            let specifier = rest.hasPrefix("@") ? "@" : rest.hasPrefix("lld") ? "lld" : rest.hasPrefix("d") ? "lld" : nil
            if let specifier {
                let argument = position ?? next
                next = argument + 1
                found.insert("\(argument)\(specifier)")
                cursor = template.index(cursor, offsetBy: rest.hasPrefix("d") ? 1 : specifier.count)
            }
            index = cursor
        }
        return found
    }
}
