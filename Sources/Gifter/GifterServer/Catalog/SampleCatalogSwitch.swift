import Foundation
import ServerKit

/// `GIFTER_SAMPLE_CATALOG`: the invented sample catalog is for `make run` and tests, so it is off unless
/// set to `on`. Anything but `on` or `off` is refused rather than read as off, because a start with it
/// off removes the sample products and every save of them.
enum SampleCatalogSwitch {
    static let variable = "GIFTER_SAMPLE_CATALOG"

    static func isOn(_ variables: [String: String]) throws -> Bool {
        switch variables[variable]?.trimmingCharacters(in: .whitespaces).lowercased() {
        case "on": return true
        case nil, "", "off": return false
        default: throw ConfigurationError(variable: variable, message: "must be on or off (off unless set)")
        }
    }
}
