import ClientKit
import Foundation

extension CouplesEnvironment {
    /// The table of keys the two compared: signing out keeps it with the device key, so signing in
    /// again does not ask them to compare anew.
    static let keptOnSignOut: Set<String> = ["trusted_pair_keys"]

    /// Ends the session on the phone and forgets what the person left on it. Best effort throughout: a
    /// person who leaves is never kept signed in by a failure here.
    public func forget(_ leaving: Leaving) async {
        switch leaving {
        case .signOut:
            // An answer or photo written offline gets its last chance to be delivered.
            _ = await sender.flush()
            await service.connection.signOut()
            try? database.erase(keeping: Self.keptOnSignOut)
        case .accountDeleted:
            // The server ended every session already: only the phone's copy of the tokens goes.
            await service.connection.session.signOut()
            try? database.erase()
            try? keys.delete()
        }
    }
}
