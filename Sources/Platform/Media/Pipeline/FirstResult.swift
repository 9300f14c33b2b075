import NIOConcurrencyHelpers

/// The first of several results offered from different tasks; later offers are dropped. Awaited once.
final class FirstResult<T: Sendable>: Sendable {
    private enum State {
        case empty
        case waiting(CheckedContinuation<T, any Error>)
        case offered(Result<T, any Error>)
        case done
    }

    private let state = NIOLockedValueBox(State.empty)

    func offer(_ result: Result<T, any Error>) {
        let waiter = state.withLockedValue { state -> CheckedContinuation<T, any Error>? in
            switch state {
            case .empty:
                state = .offered(result)
                return nil
            case .waiting(let waiter):
                state = .done
                return waiter
            case .offered, .done:
                return nil
            }
        }
        waiter?.resume(with: result)
    }

    var value: T {
        get async throws {
            try await withCheckedThrowingContinuation { waiter in
                let ready = state.withLockedValue { state -> Result<T, any Error>? in
                    switch state {
                    case .empty:
                        state = .waiting(waiter)
                        return nil
                    case .offered(let result):
                        state = .done
                        return result
                    case .waiting, .done:
                        preconditionFailure("FirstResult is awaited once")
                    }
                }
                if let ready { waiter.resume(with: ready) }
            }
        }
    }
}
