/// The store could not be reached or stopped answering (refused connection, reset, timeout): not an
/// answer from the store, so the caller can tell "down, try again later" from "it said no" (`S3Error`).
public struct S3Unreachable: Error, CustomStringConvertible {
    public let underlying: any Error

    public var description: String { "the S3 store could not be reached: \(underlying)" }
}
