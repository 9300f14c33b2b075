import HummingbirdTesting

extension TestClient {
    /// `/ready`, asked until it answers 200 as a load balancer asks, or until only a hang would still be
    /// waiting. Readiness pings each database within 2 s (`OperationalRoutes.readinessTimeout`), which
    /// one ping on a loaded machine can miss while the next answers.
    public func ready() async throws -> TestClient.Response {
        var response: TestClient.Response?
        _ = try await pollUntil(every: .seconds(1)) {
            response = try await get("/ready")
            return response?.status == .ok
        }
        return response!
    }
}
