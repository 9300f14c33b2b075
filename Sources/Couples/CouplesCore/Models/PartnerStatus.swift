import CouplesAPI

/// What S-001 says about the partner's part of today (F-004). When it cannot tell, it waits.
public enum PartnerStatus: Sendable, Equatable {
    case waiting
    case answered
    case sentPhoto
    case done

    public init(_ part: Components.Schemas.PartStatus?) {
        guard let part else { self = .waiting; return }
        if part.done { self = .done } else if part.photo { self = .sentPhoto } else if part.answered { self = .answered } else { self = .waiting }
    }

    public func text(partnerName: String?) -> String {
        let name = partnerName ?? "Your partner"
        return switch self {
        case .waiting: "Waiting for partner"
        case .answered: "\(name) answered today's question"
        case .sentPhoto: "\(name) sent a photo"
        case .done: "\(name) is done for today"
        }
    }
}
