/// Add Photo or Add Photos: a plant menu with "+ Add New Plant", and saving what was picked.
@MainActor
public protocol PlantMenuChoosing: AnyObject {
    var selectedPlantID: Int64? { get set }
    /// The Add Plant form opened from the menu, while it is showing.
    var newPlantForm: PlantFormModel? { get }
    /// Opens the Add Plant form; a plant saved there becomes the selection.
    func openNewPlantForm()
    var isSaving: Bool { get }
    var canSave: Bool { get }
    /// Cancel asks before discarding, and a swipe down cannot discard.
    var asksBeforeDiscarding: Bool { get }
    /// Picked photos the library could not hand over (an iCloud photo offline), said on the screen
    /// that shows the rest.
    var leftOutMessage: String? { get }
}

extension PlantMenuChoosing {
    /// Picking a row: a plant selects it; "+ Add New Plant" opens the form.
    public func choose(_ choice: AddPhotoModel.PlantChoice) {
        switch choice {
        case .plant(let id, _): selectedPlantID = id
        case .addNewPlant: openNewPlantForm()
        }
    }
}
