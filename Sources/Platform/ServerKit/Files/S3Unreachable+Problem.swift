import ObjectStorage

/// A file store that cannot be reached is a dependency away for now: 503 with `Retry-After`, never a
/// 500, so clients and load balancers try again rather than report a bug.
extension S3Unreachable: ProblemConvertible {
    public var problem: Problem {
        .unavailable("File storage cannot be reached just now; try again in a few seconds.", retryAfterSeconds: 5)
    }
}
