import Foundation

/// Invite links (the app's scheme and universal links), from a cold start too: one opened while
/// signed out or launching waits through sign-in, then opens pairing's preview.
extension CouplesAppModel {
    static func alreadyPairedMessage(partner: String?) -> String {
        "You and \(partner ?? "your partner") already share a flower. To accept another invite, unpair in Settings first."
    }

    static let notAnInviteMessage = "That link isn't an invite Couples can open. Ask for a new one."

    /// `onOpenURL` and `onContinueUserActivity`. Returns false for a link that is not an invite.
    @discardableResult
    public func open(_ url: URL) async -> Bool {
        linkNotice = nil
        guard (try? InviteLink(url.absoluteString)) != nil else {
            linkNotice = Self.notAnInviteMessage
            return false
        }
        pendingInviteLink = url.absoluteString
        await continuePendingInviteLink()
        return true
    }

    /// Hands a waiting link to pairing once signed in and unpaired; paired, it joins nothing and says why.
    func continuePendingInviteLink() async {
        guard let link = pendingInviteLink else { return }
        switch route {
        case .launching, .signIn:
            return
        case .flower:
            pendingInviteLink = nil
            linkNotice = Self.alreadyPairedMessage(partner: main.partnerName)
        case .pairing:
            pendingInviteLink = nil
            await pairing.previewLink(link)
        }
    }
}
