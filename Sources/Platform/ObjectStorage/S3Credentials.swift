/// The keys requests are signed with: from `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY` and, for
/// temporary credentials, `AWS_SESSION_TOKEN`, as every AWS tool reads them.
public struct S3Credentials: Sendable, Equatable {
    public let accessKeyID: String
    public let secretAccessKey: String
    public let sessionToken: String?

    public init(accessKeyID: String, secretAccessKey: String, sessionToken: String? = nil) {
        self.accessKeyID = accessKeyID
        self.secretAccessKey = secretAccessKey
        self.sessionToken = sessionToken
    }

    /// From the usual AWS variables; nil unless both keys are set.
    public init?(environment: [String: String]) {
        guard let id = environment["AWS_ACCESS_KEY_ID"], !id.isEmpty,
              let secret = environment["AWS_SECRET_ACCESS_KEY"], !secret.isEmpty else { return nil }
        self.init(accessKeyID: id, secretAccessKey: secret, sessionToken: environment["AWS_SESSION_TOKEN"].flatMap { $0.isEmpty ? nil : $0 })
    }
}
