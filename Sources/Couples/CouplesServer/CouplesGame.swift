import AppStore
import Foundation
import Push
import ServerKit

/// Everything the Couples operations work with, built once per server.
struct CouplesGame: Sendable {
    let people: PeopleDirectory
    let invites: Invites
    let pairing: Pairing
    let days: DayBook
    let garden: GardenBook
    let catalog: SpeciesCatalog
    let bank: QuestionBank
    let events: any PairEventBus
    let devices: PushDevices
    let purchases: PurchaseLedger
    let cursors: CursorCodec

    let notifier: CouplesNotifier

    init(environment: AppEnvironment, events: any PairEventBus, push: PushService?, linkBase: String) throws {
        let database = environment.database
        let clock = environment.wallClock
        catalog = try SpeciesCatalog.shipped.get()
        bank = try QuestionBank.shipped.get()
        let planting = Planting(catalog: catalog)
        let photos = PhotoVault(store: ObjectStorageSettings.blobStore(for: "couples", configuration: environment.configuration))
        notifier = CouplesNotifier(push: push)
        people = PeopleDirectory(database: database, wallClock: clock)
        invites = Invites(database: database, wallClock: clock, linkBase: linkBase)
        pairing = Pairing(database: database, wallClock: clock, invites: invites, planting: planting, photos: photos)
        days = DayBook(
            database: database, wallClock: clock, ledger: PairLedger(planting: planting, questions: QuestionPicker(bank: bank)),
            photos: photos, events: events, notifier: notifier
        )
        garden = GardenBook(database: database, planting: planting)
        self.events = events
        devices = push?.devices ?? PushDevices(database: database, clock: clock)
        let store = try AppStoreConfiguration(app: "couples", environment: environment.configuration.environment)
        purchases = PurchaseLedger(
            database: database, wallClock: clock, planting: planting,
            verifier: store.map { AppStoreSignedDataVerifier(configuration: $0, wallClock: clock) }
        )
        cursors = environment.cursors
    }
}
