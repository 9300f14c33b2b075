/// What a refused change says where a screen shows the error as it is (`String(describing:)`): words
/// from the catalog, not the case's name.
extension PlantStore.Failure: CustomStringConvertible {
    public var description: String {
        switch self {
        case .invalid(let failure): failure.problems.map(\.message).joined(separator: " ")
        case .plantNotFound: PlantTrackerCopy[.storePlantNotFound]
        case .photoNotFound: PlantTrackerCopy[.storePhotoNotFound]
        case .coverNotOnPlant: PlantTrackerCopy[.storeCoverNotOnPlant]
        }
    }
}
