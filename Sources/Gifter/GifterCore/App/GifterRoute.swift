/// A screen a tab's navigation stack can show (§12.2). Each tab keeps its own path of these.
public enum GifterRoute: Hashable, Sendable {
    case collection(id: String)
    /// "All collections", from Home's carousel.
    case collections
    case occasion(id: String)
    case product(id: String, context: ProductDetailModel.Context)
    case friend(id: String)
    /// Friends and the requests waiting both ways.
    case friends
    case addFriend
    /// An invite link opened.
    case friendInvite(token: String)
    /// Ideas for `person` (`self`, `friend:<id>`, `profile:<id>`), named `name`.
    case recommendations(person: String, name: String?)
    case giftPlan(person: String, name: String)
    case wishlist
    case editProfile
    /// Adding an occasion (`id` nil) or editing one.
    case occasionEdit(id: String?)
    case refineTaste
}
