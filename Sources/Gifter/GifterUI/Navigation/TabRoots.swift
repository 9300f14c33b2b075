import GifterCore
import Observation

/// The models of the tabs' first pages, made once when the tabs first show and kept while they do,
/// so switching tabs keeps each page as it was left. Pages pushed from You (edit profile, refine my
/// taste) are made from You's model, which knows the person.
@MainActor @Observable
final class TabRoots {
    let home: HomeModel
    let find: FindModel
    let occasions: OccasionsModel
    let you: YouModel

    init(app: GifterAppModel) {
        let environment = app.environment
        // Home was loaded during the splash; a fresh one only if the tabs came without it.
        home = app.home ?? HomeModel(client: environment.client, store: environment.store)
        find = FindModel(client: environment.client)
        occasions = OccasionsModel(client: environment.client, store: environment.store)
        you = YouModel(environment: environment)
    }
}
