/// The facts a privacy page states, each taken from the code: what stays on the phone, what leaves it,
/// what the server keeps (by table, so a test can hold the list to the migrations), who works on it
/// for the operator, what the privacy manifest declares, and how to take it away.
public struct PrivacyPolicy: Sendable {
    /// The one paragraph a hurried reader needs.
    public let summary: String
    public let onPhone: [String]
    public let leavesDevice: [String]
    /// Every server table with personal data, grouped by what it holds. Empty for an app without a backend.
    public let serverData: [StoredData]
    /// The app's other server tables, and why none of them holds anything about a person.
    public let tablesWithoutPersonalData: [TableNote]
    public let processors: [Processor]
    /// The manifest's `NSPrivacyCollectedDataTypes`, as the page states them.
    public let collected: [CollectedData]
    public let exportAndDelete: [String]

    public init(
        summary: String, onPhone: [String], leavesDevice: [String], serverData: [StoredData], tablesWithoutPersonalData: [TableNote],
        processors: [Processor], collected: [CollectedData], exportAndDelete: [String]
    ) {
        self.summary = summary
        self.onPhone = onPhone
        self.leavesDevice = leavesDevice
        self.serverData = serverData
        self.tablesWithoutPersonalData = tablesWithoutPersonalData
        self.processors = processors
        self.collected = collected
        self.exportAndDelete = exportAndDelete
    }

    /// Every table the page accounts for, with or without personal data.
    public var accountedTables: Set<String> {
        Set(serverData.flatMap(\.tables) + tablesWithoutPersonalData.flatMap(\.tables))
    }
}

/// One line of the server's data inventory: what is kept, in which tables, for how long, and who sees it.
public struct StoredData: Sendable {
    public let what: String
    public let tables: [String]
    public let kept: String
    public let seenBy: String

    public init(_ what: String, tables: [String], kept: String, seenBy: String) {
        self.what = what
        self.tables = tables
        self.kept = kept
        self.seenBy = seenBy
    }
}

/// Server tables that hold nothing about a person, and why.
public struct TableNote: Sendable {
    public let tables: [String]
    public let why: String

    public init(_ tables: [String], why: String) {
        self.tables = tables
        self.why = why
    }
}

/// A service the operator may connect that then handles some of the data; the page says whether this
/// server has it turned on (its variable is set).
public struct Processor: Sendable {
    public let name: String
    public let purpose: String
    public let whatIsSent: String
    /// The environment variable whose presence turns it on (`CALYX_APNS_KEY_ID`).
    public let variable: String

    public init(_ name: String, purpose: String, whatIsSent: String, variable: String) {
        self.name = name
        self.purpose = purpose
        self.whatIsSent = whatIsSent
        self.variable = variable
    }
}

/// One of Apple's collected data types as the manifest declares it and the page explains it.
public struct CollectedData: Sendable {
    /// `NSPrivacyCollectedDataTypeName`…
    public let manifestType: String
    public let label: String
    public let why: String

    public init(_ manifestType: String, label: String, why: String) {
        self.manifestType = manifestType
        self.label = label
        self.why = why
    }
}
