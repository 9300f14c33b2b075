/// How a person leaves this phone.
public enum Leaving: Sendable, Equatable {
    /// Signing out: the session ends, and what they left on the phone goes, but for the device key and
    /// the keys the two compared, which wait for their next sign-in.
    case signOut
    /// Their account was deleted on the server: nothing of them stays, the device key included.
    case accountDeleted
}
