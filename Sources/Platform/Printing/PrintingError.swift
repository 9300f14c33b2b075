/// cairo or pango could not do what was asked (logged, never sent to clients).
public struct PrintingError: Error, CustomStringConvertible {
    public let message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
