import Hummingbird

extension Request {
    /// The query parameter `name` as a `T`; nil when absent or empty; a 400 naming the parameter when
    /// it cannot be read as a `T`.
    public func queryParameter<T: LosslessStringConvertible>(_ name: String, as type: T.Type = T.self) throws(Problem) -> T? {
        guard let raw = uri.queryParameters[name[...]], !raw.isEmpty else { return nil }
        guard let value = T(String(raw)) else {
            throw Problem.invalidField(name, "must be \(Problem.jsonDescription(of: T.self))")
        }
        return value
    }
}
