import AppCopy
import Foundation

/// The greeting's part of the day on the phone's clock (§4.2): morning from 05:00, afternoon from
/// 12:00, evening from 17:00 until 05:00 (a late-night visit is still "evening", never "night").
public enum GreetingTime: String, Sendable {
    case morning, afternoon, evening

    public init(_ date: Date, calendar: Calendar) {
        switch calendar.component(.hour, from: date) {
        case 5..<12: self = .morning
        case 12..<17: self = .afternoon
        default: self = .evening
        }
    }

    /// "Good evening, Mia."
    public func line(firstName: String) -> String {
        let name = firstName.trimmingCharacters(in: .whitespaces)
        let (named, nameless): (GifterText, GifterText) = switch self {
        case .morning: (.homeGreetingMorning, .homeGreetingMorningNoName)
        case .afternoon: (.homeGreetingAfternoon, .homeGreetingAfternoonNoName)
        case .evening: (.homeGreetingEvening, .homeGreetingEveningNoName)
        }
        return name.isEmpty ? GifterCopy[nameless] : GifterCopy.format(named, .text(name))
    }
}
