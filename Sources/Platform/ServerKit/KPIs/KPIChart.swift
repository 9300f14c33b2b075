import Foundation

/// A small line chart of one metric as inline SVG, drawn on the server: no script, no library. Days
/// without a figure leave a gap rather than a drop to zero.
public struct KPIChart: Sendable {
    public let days: [String]
    public let values: [String: Double]
    public let format: @Sendable (Double) -> String

    public init(days: [String], values: [String: Double], format: @escaping @Sendable (Double) -> String) {
        self.days = days
        self.values = values
        self.format = format
    }

    static let width = 320.0
    static let height = 140.0
    private static let left = 44.0, right = 8.0, top = 10.0, bottom = 22.0

    public var svg: String {
        let plotWidth = Self.width - Self.left - Self.right
        let plotHeight = Self.height - Self.top - Self.bottom
        let known = days.compactMap { values[$0] }
        let ceiling = Self.niceCeiling(known.max() ?? 0)
        func x(_ index: Int) -> Double {
            days.count < 2 ? Self.left + plotWidth / 2 : Self.left + plotWidth * Double(index) / Double(days.count - 1)
        }
        func y(_ value: Double) -> Double { Self.top + plotHeight * (1 - value / ceiling) }
        var runs: [[(Double, Double)]] = [[]]
        for (index, day) in days.enumerated() {
            if let value = values[day] { runs[runs.count - 1].append((x(index), y(value))) } else if !runs[runs.count - 1].isEmpty { runs.append([]) }
        }
        var svg = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 \(Self.number(Self.width)) \(Self.number(Self.height))' role='img'>"
        for fraction in [0.0, 0.5, 1.0] {
            let level = Self.top + plotHeight * (1 - fraction)
            svg += "<line x1='\(Self.number(Self.left))' x2='\(Self.number(Self.width - Self.right))' y1='\(Self.number(level))' y2='\(Self.number(level))' stroke='#E4DCCB' stroke-width='1'/>"
            svg += "<text x='\(Self.number(Self.left - 4))' y='\(Self.number(level + 4))' text-anchor='end' font-size='10' fill='#8A8A8A'>\(Self.escape(format(ceiling * fraction)))</text>"
        }
        for run in runs where !run.isEmpty {
            if run.count == 1 {
                svg += "<circle cx='\(Self.number(run[0].0))' cy='\(Self.number(run[0].1))' r='2.5' fill='#2D5016'/>"
            } else {
                let points = run.map { "\(Self.number($0.0)),\(Self.number($0.1))" }.joined(separator: " ")
                svg += "<polyline points='\(points)' fill='none' stroke='#2D5016' stroke-width='2' stroke-linejoin='round'/>"
            }
        }
        if let first = days.first, let last = days.last {
            let base = Self.number(Self.height - 6)
            svg += "<text x='\(Self.number(Self.left))' y='\(base)' font-size='10' fill='#8A8A8A'>\(Self.escape(String(first.dropFirst(5))))</text>"
            svg += "<text x='\(Self.number(Self.width - Self.right))' y='\(base)' text-anchor='end' font-size='10' fill='#8A8A8A'>\(Self.escape(String(last.dropFirst(5))))</text>"
        }
        if known.isEmpty {
            svg += "<text x='\(Self.number(Self.left + plotWidth / 2))' y='\(Self.number(Self.top + plotHeight / 2))' text-anchor='middle' font-size='12' fill='#8A8A8A'>No figures yet</text>"
        }
        return svg + "</svg>"
    }

    /// 1, 2 or 5 times a power of ten at or above `value` (1 for nothing), so the axis reads at a glance.
    public static func niceCeiling(_ value: Double) -> Double {
        guard value > 0 else { return 1 }
        let power = pow(10, floor(log10(value)))
        return [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= value } ?? 10 * power
    }

    static func number(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
