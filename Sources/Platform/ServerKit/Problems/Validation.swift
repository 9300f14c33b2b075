/// Collects every rule a request breaks, so the client learns about all of them in one 422.
///
///     var validation = Validation()
///     validation.check(name.count <= 100, field: "name", "must be at most 100 characters")
///     try validation.throwIfFailed()
public struct Validation: Sendable {
    public private(set) var issues: [FieldIssue] = []

    public init() {}

    public mutating func check(_ condition: Bool, field: String, _ detail: @autoclosure () -> String) {
        if !condition { issues.append(FieldIssue(field: field, detail: detail())) }
    }

    public mutating func fail(field: String, _ detail: String) {
        issues.append(FieldIssue(field: field, detail: detail))
    }

    public var isValid: Bool { issues.isEmpty }

    public func throwIfFailed() throws(Problem) {
        if !issues.isEmpty { throw Problem.validation(issues) }
    }
}
