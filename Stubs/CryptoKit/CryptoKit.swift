// CryptoKit: re-exports swift-crypto's `Crypto` module, whose public API is CryptoKit's by design
// ("Swift Crypto is an open-source implementation of a substantial portion of the API of Apple CryptoKit",
// https://github.com/apple/swift-crypto). So `import CryptoKit` in the view code type-checks against the
// same declarations (SHA256, Curve25519, AES.GCM, …) that Xcode would use. Known gap: swift-crypto lacks a
// few Apple-only parts of CryptoKit (e.g. SecureEnclave) and marks some availability differently.
@_exported import Crypto
