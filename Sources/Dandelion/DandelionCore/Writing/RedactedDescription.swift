/// A type that holds someone's words and describes itself without them: `print`, string interpolation,
/// `dump` and the debugger show only `redactedFields`, so no log line or crash report can carry the writing.
protocol RedactedDescription: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// What may be shown: counts, positions, settings; never text.
    var redactedFields: KeyValuePairs<String, Any> { get }
}

extension RedactedDescription {
    public var description: String {
        let fields = redactedFields.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        return "\(Self.self)(\(fields))"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror { Mirror(self, children: redactedFields) }
}
