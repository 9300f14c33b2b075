import GifterAPI

/// How a relationship reads on a row or chip ("Sister", "Colleague").
public enum RelationshipTitle {
    public static func of(_ relationship: Components.Schemas.Relationship) -> String {
        GifterCopy[key(relationship)]
    }

    static func key(_ relationship: Components.Schemas.Relationship) -> GifterText {
        switch relationship {
        case .partner: .relationshipPartner
        case .mother: .relationshipMother
        case .father: .relationshipFather
        case .sister: .relationshipSister
        case .brother: .relationshipBrother
        case .friend: .relationshipFriend
        case .colleague: .relationshipColleague
        case .child: .relationshipChild
        case .other: .relationshipOther
        }
    }
}
