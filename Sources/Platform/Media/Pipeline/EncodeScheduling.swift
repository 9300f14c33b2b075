/// Where an image's encodes run.
enum EncodeScheduling: Sendable {
    /// Side by side across the cores (`ParallelJobs`): someone is waiting for the result.
    case acrossCores
    /// One after another on the calling thread: nobody is waiting (an answered upload's larger sizes),
    /// and the calling thread's lowered priority then covers every encode, which the shared threads of
    /// `acrossCores` would not.
    case onCallingThread
}
