/// Apple's collected data type identifiers as a manifest spells them.
extension CollectedData {
    static func userID(_ why: String) -> CollectedData { CollectedData("NSPrivacyCollectedDataTypeUserID", label: "User ID", why: why) }
    static func name(_ why: String) -> CollectedData { CollectedData("NSPrivacyCollectedDataTypeName", label: "Name", why: why) }
    static func email(_ why: String) -> CollectedData { CollectedData("NSPrivacyCollectedDataTypeEmailAddress", label: "Email address", why: why) }
    static func photos(_ why: String) -> CollectedData { CollectedData("NSPrivacyCollectedDataTypePhotosorVideos", label: "Photos", why: why) }
    static func otherContent(_ why: String) -> CollectedData {
        CollectedData("NSPrivacyCollectedDataTypeOtherUserContent", label: "Other content you write", why: why)
    }
    static func searchHistory(_ why: String) -> CollectedData {
        CollectedData("NSPrivacyCollectedDataTypeSearchHistory", label: "Search history", why: why)
    }
}
