/// What one client connection may hold before the server lets it go: the defence against slowloris
/// (a request head sent a byte at a time), slow uploads that trickle to hold a connection open, and
/// one address opening connections until none are left for anyone else.
public struct ConnectionLimits: Sendable, Equatable {
    /// A request head must be complete this long after the connection opened or the previous
    /// response ended. Also how long an idle keep-alive connection is kept (a proxy in front must
    /// keep its own idle upstream connections for less: see deploy/nginx/greenhouse.conf).
    public var headerTimeout: Duration
    /// A request body must arrive at least this fast on average, counting only time the server was
    /// waiting for it (a handler that reads slowly never makes its client look slow).
    public var minimumBodyBytesPerSecond: Int
    /// The average is judged only after the server has waited this long, so a slow start (TCP slow
    /// start, a radio waking up) is forgiven.
    public var bodyGracePeriod: Duration
    /// Concurrent connections one peer address may hold; `nil` for no cap.
    public var connectionsPerAddress: Int?
    /// Whether loopback peers are capped too. Off by default: on one machine a reverse proxy (all
    /// clients at one address) or a load test is the peer, and the proxy is where clients are capped.
    /// On when `GREENHOUSE_CONNECTIONS_PER_ADDRESS` is set to a number: an operator who names a cap means it.
    public var capsLoopback: Bool

    public init(
        headerTimeout: Duration = .seconds(20),
        minimumBodyBytesPerSecond: Int = 1_024,
        bodyGracePeriod: Duration = .seconds(10),
        connectionsPerAddress: Int? = 64,
        capsLoopback: Bool = false
    ) {
        self.headerTimeout = headerTimeout
        self.minimumBodyBytesPerSecond = minimumBodyBytesPerSecond
        self.bodyGracePeriod = bodyGracePeriod
        self.connectionsPerAddress = connectionsPerAddress
        self.capsLoopback = capsLoopback
    }

    /// Reads `GREENHOUSE_HEADER_TIMEOUT` (seconds), `GREENHOUSE_MIN_BODY_RATE` (bytes per second),
    /// `GREENHOUSE_BODY_GRACE` (seconds) and `GREENHOUSE_CONNECTIONS_PER_ADDRESS` (a number or `off`).
    public init(environment: [String: String]) throws(ConfigurationError) {
        self.init()
        if let seconds = try Self.positiveInteger(environment, "GREENHOUSE_HEADER_TIMEOUT") { headerTimeout = .seconds(seconds) }
        if let rate = try Self.positiveInteger(environment, "GREENHOUSE_MIN_BODY_RATE") { minimumBodyBytesPerSecond = rate }
        if let seconds = try Self.positiveInteger(environment, "GREENHOUSE_BODY_GRACE") { bodyGracePeriod = .seconds(seconds) }
        if let cap = environment["GREENHOUSE_CONNECTIONS_PER_ADDRESS"], !cap.isEmpty {
            if cap.lowercased() == "off" {
                connectionsPerAddress = nil
            } else {
                connectionsPerAddress = try Self.positiveInteger(environment, "GREENHOUSE_CONNECTIONS_PER_ADDRESS")
                capsLoopback = true
            }
        }
    }

    private static func positiveInteger(_ environment: [String: String], _ variable: String) throws(ConfigurationError) -> Int? {
        guard let text = environment[variable], !text.isEmpty else { return nil }
        guard let value = Int(text), value > 0 else {
            throw ConfigurationError(variable: variable, message: "must be a positive whole number, got '\(text)'")
        }
        return value
    }
}
