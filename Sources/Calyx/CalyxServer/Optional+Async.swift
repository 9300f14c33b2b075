extension Optional {
    /// `flatMap` with an asynchronous transform (a lookup that only runs for a value that is there).
    func asyncFlatMap<U>(_ transform: (Wrapped) async throws -> U?) async rethrows -> U? {
        guard let self else { return nil }
        return try await transform(self)
    }
}
