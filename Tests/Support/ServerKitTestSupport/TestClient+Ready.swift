import HummingbirdTesting

extension TestClient {
    /// `/ready`, asked until it answers 200 as a load balancer asks, or until only a hang would still be
    /// waiting. Readiness pings each database within 2 s (`OperationalRoutes.readinessTimeout`), which
    /// one ping on a loaded machine can miss while the next answers.
    public func ready() async throws -> TestClient.Response {
        var response = try await get("/ready")
        let deadline = ContinuousClock.now + LoopbackHTTP.hangBoundDuration
        while response.status != .ok, ContinuousClock.now < deadline {
            try await Task.sleep(for: .seconds(1), tolerance: .zero)
            response = try await get("/ready")
        }
        return response
    }
}
