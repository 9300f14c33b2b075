import Foundation
import ServerKit

/// A person's IANA time zone, as `PUT /user/preferences` takes it: quiet hours are in it.
enum NotificationTimeZone {
    /// Foundation also reads abbreviations ("EST") and offsets ("GMT+2"), which are not places and
    /// ignore daylight saving; only tz database names (and "UTC") are accepted.
    static let known: Set<String> = Set(TimeZone.knownTimeZoneIdentifiers).union(["UTC"])

    /// `identifier` when it names a zone; 422 naming `timeZone` otherwise.
    static func validated(_ identifier: String) throws -> String {
        guard known.contains(identifier), TimeZone(identifier: identifier) != nil else {
            throw Problem.validation(field: "timeZone", "must be an IANA time zone name such as Europe/Paris")
        }
        return identifier
    }

    /// The zone of a stored identifier; UTC when there is none (or it is no longer known).
    static func zone(_ identifier: String?) -> TimeZone {
        identifier.flatMap(TimeZone.init(identifier:)) ?? .gmt
    }
}
