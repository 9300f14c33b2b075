import HummingbirdTesting
import NIOCore

extension TestClient {
    /// Fails every request waiting on this connection once the server has sent nothing for `bound`
    /// (HummingbirdTesting fails its waiting requests on an idle-read event), which its own timeout
    /// cannot do (`TestServer.makeClient`). Once connected.
    public func failRequestsAfterSilence(of bound: TimeAmount) async {
        guard let channel = try? await getChannel() else { return }
        // Made and added on the channel's event loop: the handler is not Sendable.
        try? await channel.eventLoop.submit {
            try channel.pipeline.syncOperations.addHandler(IdleStateHandler(readTimeout: bound), position: .first)
        }.get()
    }
}
