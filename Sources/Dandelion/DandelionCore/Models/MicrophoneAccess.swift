/// The microphone permission as the app sees it.
public enum MicrophoneAccess: Sendable, Equatable {
    case undetermined
    case granted
    /// Refused in Settings: blowing is off, swiping still works, and the page says how to turn it on.
    case denied
    /// No input device, or it failed to start (a call in progress, another app holding it).
    case unavailable
}
