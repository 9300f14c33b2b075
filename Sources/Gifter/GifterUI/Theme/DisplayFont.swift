import CoreText
import Foundation
import SwiftUI

/// The editorial serif of §0.2's Display styles ("high-contrast editorial serif"), and the wordmark.
///
/// EB Garamond 12 Regular 0.016 by Georg Duffner (with Siva Kalyan), SIL Open Font License 1.1, taken
/// unmodified from Debian's `fonts-ebgaramond` 0.016+git20210310.42d4f9f2-1
/// (`/usr/share/fonts/opentype/ebgaramond/`); `Resources/Fonts/OFL.txt` is the licence text of that
/// package's copyright file under the font's own copyright line. The OFL lets the font ship inside the
/// app as long as the licence ships beside it, which the copied folder does. The "12" cut is the one
/// drawn for larger sizes (the "08" cut is sturdier, for small print); the package's Bold lacks
/// accented letters ("Zoë", "José"), so only the Regular is bundled and the Display styles use it.
///
/// Fonts in a Swift package's bundle are invisible to Info.plist's `UIAppFonts` (it only reads the
/// app's main bundle), so the font is registered with Core Text for this process at launch.
public enum DisplayFont {
    /// The PostScript name `Font.custom` looks the face up by (read from the file with `fc-scan`).
    public static let postScriptName = "EBGaramond12-Regular"

    /// Registers the bundled font; true when it is available. Idempotent and thread-safe: the work is
    /// a lazily initialised static, which Swift runs exactly once; later calls return its result.
    @discardableResult
    public static func register() -> Bool { registration }

    /// The serif at `size` points at the default text size, growing with Dynamic Type along the curve
    /// of `textStyle`. Falls back to the system font if registration failed, so text never disappears.
    public static func font(size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        .custom(postScriptName, size: size, relativeTo: textStyle)
    }

    private static let registration: Bool = {
        guard let url = Bundle.module.url(forResource: "EBGaramond12-Regular", withExtension: "otf", subdirectory: "Fonts") else {
            return false
        }
        var error: Unmanaged<CFError>?
        if CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error) { return true }
        // Registered already in this process (a preview host, a test that registered it): still usable.
        guard let failure = error?.takeRetainedValue() else { return false }
        return CFErrorGetCode(failure) == CTFontManagerError.alreadyRegistered.rawValue
    }()
}
