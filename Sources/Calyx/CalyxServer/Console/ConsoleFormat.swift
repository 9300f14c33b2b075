import Foundation

/// How the console writes times: UTC to the minute, the same for every moderator wherever they are.
enum ConsoleFormat {
    static func time(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withSpaceBetweenDateAndTime]
        return String(formatter.string(from: date).prefix(16)) + " UTC"
    }

    static func day(_ date: Date) -> String {
        String(time(date).prefix(10))
    }

    /// "1 report", "3 reports".
    static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}
