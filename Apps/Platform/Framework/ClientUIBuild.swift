// The framework's only source: it re-exports the package's ClientUI, so building this target builds
// ClientUI (and ClientKit under it) for iOS on its own.
@_exported import ClientUI
