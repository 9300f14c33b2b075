import Foundation
import Identity

/// Who a deleted person's comment placeholders belong to: a comment others answered keeps its place in
/// the thread, shown as deleted with no author, but no longer names the person.
enum FormerMember {
    static let id = UUID(uuidString: "00000000-0000-8000-8000-0000000de1e7")!
    static let account = SystemAccount(id: id, displayName: "Former member")
}
