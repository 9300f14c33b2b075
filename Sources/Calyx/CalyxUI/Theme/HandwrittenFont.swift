import CoreText
import Foundation

/// The handwritten face of the Polaroid captions (§7.8: "Recoleta or a handwritten-style font").
///
/// Dancing Script Regular 1.002 by Pablo Impallari and Igino Marini, SIL Open Font License 1.1, taken
/// unmodified from Debian's `fonts-dancingscript` 1.2-2 (`/usr/share/fonts/opentype/dancingscript/`);
/// `Resources/Fonts/OFL.txt` is the licence text of that package's copyright file. The OFL lets the
/// font ship inside the app as long as the licence ships beside it, which the copied folder does.
///
/// Fonts in a Swift package's bundle are invisible to Info.plist's `UIAppFonts` (it only reads the
/// app's main bundle), so the font is registered with Core Text for this process at launch.
public enum HandwrittenFont {
    /// The PostScript name `Font.custom` looks the face up by (read from the file with `fc-query`;
    /// this build of the font names itself "DancingScript", not "DancingScript-Regular").
    public static let postScriptName = "DancingScript"

    /// Registers the bundled font; true when it is available. Idempotent and thread-safe: the work is
    /// a lazily initialised static, which Swift runs exactly once; later calls return its result.
    @discardableResult
    public static func register() -> Bool { registration }

    private static let registration: Bool = {
        guard let url = Bundle.module.url(forResource: "DancingScript-Regular", withExtension: "otf", subdirectory: "Fonts") else {
            return false
        }
        var error: Unmanaged<CFError>?
        if CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error) { return true }
        // Registered already in this process (a preview host, a test that registered it): still usable.
        guard let failure = error?.takeRetainedValue() else { return false }
        return CFErrorGetCode(failure) == CTFontManagerError.alreadyRegistered.rawValue
    }()
}
