import Foundation
import ServerKit

/// Who runs this server, as the operator configures it: the legal entity, contact address and
/// jurisdiction the terms and support pages name, each app's App Store link, and which processors are
/// turned on. Read once, from `ServerConfiguration.environment`; unset values stay nil so the pages can
/// say what is missing instead of inventing it.
public struct SiteOperator: Sendable {
    public static let legalEntityVariable = "GREENHOUSE_LEGAL_ENTITY"
    public static let contactEmailVariable = "GREENHOUSE_CONTACT_EMAIL"
    public static let jurisdictionVariable = "GREENHOUSE_JURISDICTION"

    public var legalEntity: String?
    public var contactEmail: String?
    public var jurisdiction: String?
    /// By app slug: the https App Store address from `<SLUG>_APP_STORE_URL`.
    public var appStoreURLs: [String: String]
    /// The environment variables that are set (non-empty), to tell which processors this server uses.
    public var setVariables: Set<String>

    public init(
        legalEntity: String? = nil, contactEmail: String? = nil, jurisdiction: String? = nil,
        appStoreURLs: [String: String] = [:], setVariables: Set<String> = []
    ) {
        self.legalEntity = legalEntity
        self.contactEmail = contactEmail
        self.jurisdiction = jurisdiction
        self.appStoreURLs = appStoreURLs
        self.setVariables = setVariables
    }

    /// Reads the three `GREENHOUSE_…` values and every app's `<SLUG>_APP_STORE_URL`; a malformed
    /// address or link stops the server with the variable's name.
    public init(environment: [String: String], apps: [AppPage] = AppPage.all) throws(ConfigurationError) {
        func text(_ name: String) -> String? {
            environment[name].map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        legalEntity = text(Self.legalEntityVariable)
        jurisdiction = text(Self.jurisdictionVariable)
        contactEmail = text(Self.contactEmailVariable)
        if let contactEmail, !Self.isPlainAddress(contactEmail) {
            throw ConfigurationError(variable: Self.contactEmailVariable, message: "must be one email address such as help@example.org")
        }
        appStoreURLs = [:]
        for app in apps {
            guard let link = text(app.appStoreVariable) else { continue }
            guard let url = URL(string: link), url.scheme == "https", url.host?.isEmpty == false else {
                throw ConfigurationError(variable: app.appStoreVariable, message: "must be an https address such as https://apps.apple.com/app/id…")
            }
            appStoreURLs[app.slug] = link
        }
        setVariables = Set(environment.keys.filter { text($0) != nil })
    }

    /// One `local@domain` with nothing a mailto link or the page could misread.
    static func isPlainAddress(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."), !parts[1].hasPrefix("."), !parts[1].hasSuffix(".") else { return false }
        return text.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F && !"<>\"'(),;:\\[]?&#%/".unicodeScalars.contains($0) }
    }

    /// The configuration variables the terms need that are not set.
    public var missingForTerms: [String] {
        [(legalEntity, Self.legalEntityVariable), (contactEmail, Self.contactEmailVariable), (jurisdiction, Self.jurisdictionVariable)]
            .compactMap { $0.0 == nil ? $0.1 : nil }
    }
}
