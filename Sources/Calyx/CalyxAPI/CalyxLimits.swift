/// Limits the app and the server both enforce, so the app can validate as the user types and the
/// server refuses the same inputs.
public enum CalyxLimits {
    /// Usernames: 3–20 of `A–Z a–z 0–9 _`, at least one letter.
    public static let usernameLength = 3...20
    public static let displayNameMaxLength = 50
    /// "One sentence": the profile about line.
    public static let aboutMaxLength = 80
}
