import CVips

/// libvips, started once per process.
enum Vips {
    /// A libvips call failed; `message` is libvips' own account (logged, never sent to clients).
    struct Failure: Error, CustomStringConvertible {
        let operation: String
        let message: String
        var description: String { "\(operation): \(message)" }
    }

    static func start() throws(Failure) {
        guard gh_start() == 0 else { throw failure("start") }
    }

    /// The failure libvips just reported (its error buffer is process-wide: under concurrent failures
    /// a message may belong to a neighbour, so callers decide what failed by which call returned NULL).
    static func failure(_ operation: String) -> Failure {
        guard let message = gh_take_error() else { return Failure(operation: operation, message: "no detail") }
        defer { gh_free(message) }
        return Failure(operation: operation, message: String(cString: message).trimmingTrailingNewlines)
    }

    /// Copies a buffer libvips allocated into Swift memory and frees it.
    static func takeBuffer(_ pointer: UnsafeMutableRawPointer?, length: Int) -> [UInt8] {
        guard let pointer else { return [] }
        defer { gh_free(pointer) }
        return Array(UnsafeRawBufferPointer(start: pointer, count: length))
    }
}

extension String {
    fileprivate var trimmingTrailingNewlines: String {
        var result = self
        while result.last?.isNewline == true { result.removeLast() }
        return result
    }
}
