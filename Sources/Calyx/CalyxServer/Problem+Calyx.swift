import HTTPTypes
import ServerKit

extension Problem {
    /// A well-formed id in the body that names nothing the caller can use (a flower not in the
    /// catalog, a comment that is gone): 404, naming the field, like the same id in a path.
    static func missingReference(field: String, _ detail: String) -> Problem {
        Problem(status: .notFound, slug: "not-found", title: "Not found", detail: "\(field): \(detail)", errors: [FieldIssue(field: field, detail: detail)])
    }
}
