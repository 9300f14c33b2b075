import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Token-bucket rate limiter")
struct RateLimiterTests {
    @Test("a full bucket allows a burst, then refuses with the time until the next token")
    func burstThenRefuse() async {
        let clock = ManualClock()
        let limiter = RateLimiter(policy: RateLimitPolicy(burst: 5, refillPerSecond: 2), clock: clock)
        for remaining in (0..<5).reversed() {
            #expect(await limiter.take("alice") == .allowed(remaining: remaining))
        }
        #expect(await limiter.take("alice") == .limited(retryAfter: .milliseconds(500)))
    }

    @Test("tokens refill with time, never beyond the burst")
    func refill() async {
        let clock = ManualClock()
        let limiter = RateLimiter(policy: RateLimitPolicy(burst: 3, refillPerSecond: 1), clock: clock)
        for _ in 0..<3 { _ = await limiter.take("bob") }
        clock.advance(by: .milliseconds(400))
        #expect(await limiter.take("bob") == .limited(retryAfter: .milliseconds(600)))
        clock.advance(by: .milliseconds(600))
        #expect(await limiter.take("bob") == .allowed(remaining: 0))
        // An hour idle refills to the burst, not to 3600.
        clock.advance(by: .seconds(3600))
        for remaining in (0..<3).reversed() {
            #expect(await limiter.take("bob") == .allowed(remaining: remaining))
        }
        #expect(await limiter.take("bob") != .allowed(remaining: 0))
    }

    @Test("each key has its own bucket")
    func independentKeys() async {
        let limiter = RateLimiter(policy: RateLimitPolicy(burst: 1, refillPerSecond: 1), clock: ManualClock())
        #expect(await limiter.take("user|a") == .allowed(remaining: 0))
        #expect(await limiter.take("user|b") == .allowed(remaining: 0))
        #expect(await limiter.take("user|a") == .limited(retryAfter: .seconds(1)))
    }

    @Test("memory stays bounded however many callers appear")
    func boundedMemory() async {
        let clock = ManualClock()
        let limiter = RateLimiter(policy: RateLimitPolicy(burst: 10, refillPerSecond: 1), clock: clock, maximumKeys: 160)
        for index in 0..<5_000 {
            _ = await limiter.take("addr|10.0.\(index / 256).\(index % 256)")
            if index % 100 == 0 { clock.advance(by: .milliseconds(10)) }
        }
        #expect(limiter.trackedKeys <= 160)
        #expect(limiter.trackedKeys > 0)
    }
}
