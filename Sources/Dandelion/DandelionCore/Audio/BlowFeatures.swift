/// What the detector measures in one analysis hop. Every blow decision is made from these numbers, and
/// `greenhouse dandelion detect --features` prints them for tuning.
public struct BlowFeatures: Sendable, Equatable, Codable {
    /// The hop's RMS level in dBFS (-120 for digital silence).
    public var levelDB: Float
    /// The adaptive noise floor the level is judged against, in dBFS.
    public var noiseFloorDB: Float
    /// The share of 50 Hz–8 kHz energy that lies below 1 kHz; air hitting the microphone is low-heavy.
    public var lowBandRatio: Float
    /// Geometric over arithmetic mean of the pre-emphasised power spectrum over 100 Hz–4 kHz:
    /// near 0.5 for noise, near 0 for the harmonics of voices, whistles and instruments.
    public var flatness: Float
    /// Flatness of the pre-emphasised spectrum relative to its own ±150 Hz envelope: about 0.5 for noise
    /// of any colour or bandwidth (band-limited air noise included), low for any harmonic or tonal sound.
    public var tonalFlatness: Float
    /// The power-weighted mean frequency of 50 Hz–8 kHz, in Hz.
    public var centroidHz: Float
    /// Sign changes per second of the raw hop.
    public var zeroCrossingRateHz: Float
    /// The highest peak of the normalised autocorrelation, after it first turns negative, at a pitch of 1 kHz down to 60 Hz (72 Hz at 44.1 kHz, 78 Hz at
    /// 48 kHz, where the frame allows no longer periods): 0 = aperiodic, 1 = a pure tone.
    public var periodicity: Float

    public init(
        levelDB: Float = -120, noiseFloorDB: Float = -120, lowBandRatio: Float = 0, flatness: Float = 0, tonalFlatness: Float = 0,
        centroidHz: Float = 0, zeroCrossingRateHz: Float = 0, periodicity: Float = 0
    ) {
        self.levelDB = levelDB
        self.noiseFloorDB = noiseFloorDB
        self.lowBandRatio = lowBandRatio
        self.flatness = flatness
        self.tonalFlatness = tonalFlatness
        self.centroidHz = centroidHz
        self.zeroCrossingRateHz = zeroCrossingRateHz
        self.periodicity = periodicity
    }

    /// How far the hop stands above the room, in dB.
    public var levelAboveFloorDB: Float { levelDB - noiseFloorDB }
}
