/// An error that knows how it should look to a client. Modules keep their own typed errors (so their
/// tests can match on cases) and say here which problem each one is.
public protocol ProblemConvertible: Error {
    var problem: Problem { get }
}
