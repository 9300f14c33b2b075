import AppCopy
import Foundation

/// "Need to talk to someone?": free crisis lines for the person's region (Resources/CrisisLines.json,
/// each number checked against the service's own or official pages), with a worldwide directory for
/// everywhere else. Lines are chosen by region; their descriptions are in the language of the app's
/// words (English where a line has no other). Opening one is a link to the phone or messages app;
/// nothing is recorded.
public struct CrisisDirectory: Sendable {
    public struct Line: Sendable, Equatable, Identifiable {
        public var region: String
        public var name: String
        public var phone: String
        public var sms: String
        public var url: String
        public var hours: String
        public var detail: String

        /// One service may have several numbers (TelefonSeelsorge has three).
        public var id: String { [region, name, phone, sms].joined(separator: "|") }
        public var callURL: URL? { phone.isEmpty ? nil : URL(string: "tel:\(phone)") }
        public var textURL: URL? { sms.isEmpty ? nil : URL(string: "sms:\(sms)") }
        public var websiteURL: URL? { URL(string: url) }

        /// The call button ("Call 116123"), and what VoiceOver says for it ("Call Samaritans, 116123").
        public var callTitle: String { DandelionCopy.format(.crisisCall, .text(phone)) }
        public var callLabel: String { DandelionCopy.format(.crisisCallLabel, .text(name), .text(phone)) }
        /// The text-message button, and what VoiceOver says for it.
        public var textTitle: String { DandelionCopy.format(.crisisText, .text(sms)) }
        public var textLabel: String { DandelionCopy.format(.crisisTextLabel, .text(name), .text(sms)) }
        /// What VoiceOver says for the website link ("Samaritans website").
        public var websiteLabel: String { DandelionCopy.format(.crisisWebsiteLabel, .text(name)) }
    }

    public struct Fallback: Sendable, Equatable {
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

    /// The shipped lines, described in the language of the app's words.
    public static let shipped = bundled(language: DandelionCopy.language)

    /// The shipped lines described in `language`, English where a line has no such description.
    public static func bundled(language: String) -> CrisisDirectory {
        let file = BundledResource.decode(File.self, named: "CrisisLines")
        return CrisisDirectory(
            lines: file.lines.map { line in
                Line(
                    region: line.region, name: line.name, phone: line.phone, sms: line.sms, url: line.url,
                    hours: line.hours.text(in: language), detail: line.detail.text(in: language)
                )
            },
            fallback: Fallback(name: file.fallback.name, url: file.fallback.url, detail: file.fallback.detail.text(in: language))
        )
    }

    /// The lines for a region (ISO 3166-1 code, as `Locale.current.region?.identifier` gives it), most
    /// important first; empty when the region is unknown, so the view shows the worldwide directory.
    public func lines(forRegion region: String?) -> [Line] {
        guard let region = region?.uppercased() else { return [] }
        return lines.filter { $0.region == region }
    }

    /// The file: names, numbers and addresses as they are, descriptions by language.
    private struct File: Decodable {
        struct Line: Decodable {
            var region, name, phone, sms, url: String
            var hours, detail: LocalizedText
        }

        struct Fallback: Decodable {
            var name, url: String
            var detail: LocalizedText
        }

        var lines: [Line]
        var fallback: Fallback
    }
}
