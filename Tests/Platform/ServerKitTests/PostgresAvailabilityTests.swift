import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

/// Under CI (and `make test`) every database test must also run on PostgreSQL: a missing server
/// must fail the run rather than quietly halve it.
@Suite("Test environment")
struct PostgresAvailabilityTests {
    @Test("PostgreSQL is configured whenever CI runs the tests")
    func postgresConfiguredInCI() {
        let environment = ProcessInfo.processInfo.environment
        if environment["CI"] != nil || environment["GREENHOUSE_REQUIRE_POSTGRES"] == "1" {
            #expect(TestDatabases.backends.contains(.postgres), "GREENHOUSE_TEST_POSTGRES_URL is not set; run the tests with make test")
        }
    }
}
