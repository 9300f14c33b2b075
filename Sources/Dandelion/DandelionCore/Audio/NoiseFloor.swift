/// The room's level, learnt while nobody is blowing: it falls quickly to quiet moments and rises slowly,
/// so a steady fan or street becomes the floor while speech and blows stay above it.
struct NoiseFloor {
    /// The first half second learns fast, so a phone picked up in a noisy room calibrates at once.
    static let calibrationSeconds: Float = 0.5
    /// After calibration the floor rises at most this many dB per second.
    static let riseDBPerSecond: Float = 3
    /// Time constant of a falling floor, in seconds.
    static let fallSeconds: Float = 0.15
    static let lowest: Float = -100

    private(set) var levelDB: Float?
    private var elapsed: Float = 0

    mutating func update(levelDB level: Float, hopSeconds: Float) {
        let level = max(level, Self.lowest)
        defer { elapsed += hopSeconds }
        guard let floor = levelDB else {
            levelDB = level
            return
        }
        if level < floor {
            let fraction = min(1, hopSeconds / Self.fallSeconds)
            levelDB = floor + (level - floor) * fraction
        } else if elapsed < Self.calibrationSeconds {
            levelDB = floor + (level - floor) * 0.5
        } else {
            levelDB = min(level, floor + Self.riseDBPerSecond * hopSeconds)
        }
    }

    mutating func reset() {
        levelDB = nil
        elapsed = 0
    }
}
