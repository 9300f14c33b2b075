import Foundation

/// "Need to talk to someone?": free crisis lines for the person's region (Resources/CrisisLines.json,
/// each number checked against the service's own or official pages), with a worldwide directory for
/// everywhere else. Opening one is a link to the phone or messages app; nothing is recorded.
public struct CrisisDirectory: Sendable {
    public struct Line: Codable, Sendable, Equatable, Identifiable {
        public var region: String
        public var name: String
        public var phone: String
        public var sms: String
        public var url: String
        public var hours: String
        public var detail: String

        public var id: String { region + name }
        public var callURL: URL? { phone.isEmpty ? nil : URL(string: "tel:\(phone)") }
        public var textURL: URL? { sms.isEmpty ? nil : URL(string: "sms:\(sms)") }
        public var websiteURL: URL? { URL(string: url) }
    }

    public struct Fallback: Codable, Sendable, Equatable {
        public var name: String
        public var url: String
        public var detail: String
    }

    public let lines: [Line]
    public let fallback: Fallback

    public init(lines: [Line], fallback: Fallback) {
        self.lines = lines
        self.fallback = fallback
    }

    public static let shipped: CrisisDirectory = {
        let file = BundledResource.decode(File.self, named: "CrisisLines")
        return CrisisDirectory(lines: file.lines, fallback: file.fallback)
    }()

    /// The lines for a region (ISO 3166-1 code, as `Locale.current.region?.identifier` gives it), most
    /// important first; empty when the region is unknown, so the view shows the worldwide directory.
    public func lines(forRegion region: String?) -> [Line] {
        guard let region = region?.uppercased() else { return [] }
        return lines.filter { $0.region == region }
    }

    private struct File: Decodable {
        var lines: [Line]
        var fallback: Fallback
    }
}
