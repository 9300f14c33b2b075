import ServiceLifecycle

/// Opens once the migrations and every app's `prepare` have run, so background work never sees an
/// old schema. Waiting is cancellable: a server that fails to start shuts its services down.
actor StartupGate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }

    func wait() async throws {
        if !isOpen { await withCheckedContinuation { waiters.append($0) } }
        try Task.checkCancellation()
    }
}

/// A background service held back until the server's startup gate opens.
struct StartsAfterGate: Service {
    let gate: StartupGate
    let service: any Service

    func run() async throws {
        // Shutdown, or a failed startup cancelling the group, before the gate opened: it never will, so
        // stop waiting (opening it releases every waiter, each of which then returns).
        try await withGracefulShutdownHandler {
            try await withTaskCancellationHandler {
                try await gate.wait()
            } onCancel: {
                Task { await gate.open() }
            }
        } onGracefulShutdown: {
            Task { await gate.open() }
        }
        guard !Task.isCancelled, !Task.isShuttingDownGracefully else { return }
        try await service.run()
    }
}
