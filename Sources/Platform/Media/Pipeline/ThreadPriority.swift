import CVips

/// The CPU priority of the thread that runs the code: lowered for image work nobody waits for.
enum ThreadPriority {
    /// Nice levels below normal for background encodes. At 10 the scheduler gives a busy normal thread
    /// about nine times the CPU of a background one (Linux weights 1024 against 110), so requests keep
    /// their pace while the encodes still finish on a saturated machine.
    static let backgroundSteps: Int32 = 10

    /// The calling thread's nice value on Linux (0 normal, 19 lowest); 0 on other systems.
    static var currentNice: Int { Int(gh_thread_nice()) }

    /// Lowers the calling thread, once: a thread already lowered stays where it is.
    static func lowerCurrentForBackground() {
        _ = gh_lower_thread_priority(backgroundSteps)
    }
}
