/// How log lines are written: `text` (logfmt, readable and greppable) or `json` (one object per line,
/// for log shippers).
public enum LogFormat: String, Sendable, CaseIterable {
    case text
    case json
}
