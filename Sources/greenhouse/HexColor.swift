import ArgumentParser

/// An sRGB colour given on the command line as `RRGGBB` or `#RRGGBB`, for drawing in colours no theme
/// has (the app icon's tinted appearance is grey on black, as Apple asks).
struct HexColor: ExpressibleByArgument, Equatable {
    let rgb: UInt32

    init?(argument: String) {
        let digits = argument.hasPrefix("#") ? argument.dropFirst() : Substring(argument)
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        rgb = value
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
