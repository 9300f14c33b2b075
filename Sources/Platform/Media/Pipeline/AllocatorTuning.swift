import CVips

/// glibc gives every thread that allocates heavily its own arena and rarely returns their memory: with
/// image threads each touching tens of MB per photo, RSS ratchets up under load. Two arenas (what
/// `MALLOC_ARENA_MAX=2` does) measured 120–150 MiB of growth instead of 180–215 MiB under four
/// concurrent 12 MP uploads (Benchmarks/media), at the same throughput.
public enum AllocatorTuning {
    /// Process-wide, and effective only for arenas not yet created: call it first thing in `main`.
    /// A no-op when the operator set `MALLOC_ARENA_MAX`, and off glibc.
    public static func capArenas() {
        _ = capped
    }

    private static let capped: Void = gh_cap_allocator_arenas()
}
