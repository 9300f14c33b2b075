import NIOConcurrencyHelpers
import NIOCore

/// Counts open connections per peer address, so one address cannot take every connection the
/// server can hold. Shared by all of a server's event loops, hence the lock; the work under it is a
/// dictionary update per connection, not per request.
final class ConnectionsPerAddress: Sendable {
    private let cap: Int
    private let capsLoopback: Bool
    private let open = NIOLockedValueBox([String: Int]())

    init(cap: Int, capsLoopback: Bool) {
        self.cap = cap
        self.capsLoopback = capsLoopback
    }

    /// Takes a place for `channel`'s peer and gives it back when the channel closes; false (and
    /// nothing taken) when the peer already holds `cap` connections.
    func admit(_ channel: any Channel) -> Bool {
        guard let address = Self.key(channel.remoteAddress), capsLoopback || !Self.isLoopback(address) else { return true }
        let admitted = open.withLockedValue { open in
            let count = open[address, default: 0]
            guard count < cap else { return false }
            open[address] = count + 1
            return true
        }
        if admitted {
            channel.closeFuture.whenComplete { _ in self.release(address) }
        }
        return admitted
    }

    private func release(_ address: String) {
        open.withLockedValue { open in
            let remaining = open[address, default: 1] - 1
            open[address] = remaining > 0 ? remaining : nil
        }
    }

    /// The IP alone: each connection has its own port.
    static func key(_ address: SocketAddress?) -> String? {
        guard let address else { return nil }
        switch address {
        case .v4, .v6: return address.ipAddress
        case .unixDomainSocket: return nil
        }
    }

    static func isLoopback(_ ip: String) -> Bool {
        ip.hasPrefix("127.") || ip == "::1" || ip.hasPrefix("::ffff:127.")
    }
}
