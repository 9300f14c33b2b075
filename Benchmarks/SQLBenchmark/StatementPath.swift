/// One way of running the benchmark's two statements; each returns something derived from the rows read
/// (so nothing is optimised away, and every path is checked to have read rows).
protocol StatementPath {
    var name: String { get }
    func warmUp(ids: RandomIDs) async throws
    func lookup(id: Int) async throws -> Int
    func range(after id: Int) async throws -> Int
    func close() async throws
}

extension StatementPath {
    func warmUp(ids: RandomIDs) async throws {
        for id in ids.values.prefix(1_000) {
            _ = try await lookup(id: id)
            _ = try await range(after: id)
        }
    }

    func close() async throws {}
}
