/// The sheet "+" opens, on the home screen or a plant's page: Add Plant, Take Photo, Choose from
/// Library, Cancel. Take Photo is left out where there is no camera (the simulator, some iPads).
public struct CaptureOptions: Sendable, Equatable {
    public enum Option: Sendable, Equatable, Identifiable {
        case addPlant
        case takePhoto
        case chooseFromLibrary
        case cancel

        public var id: Self { self }

        public var title: String {
            switch self {
            case .addPlant: PlantTrackerCopy[.captureAddPlant]
            case .takePhoto: PlantTrackerCopy[.captureTakePhoto]
            case .chooseFromLibrary: PlantTrackerCopy[.captureChooseFromLibrary]
            case .cancel: PlantTrackerCopy[.commonCancel]
            }
        }

        public var systemImage: String {
            switch self {
            case .addPlant: "leaf"
            case .takePhoto: "camera"
            case .chooseFromLibrary: "photo.on.rectangle"
            case .cancel: "xmark"
            }
        }

        public var isCancel: Bool { self == .cancel }
    }

    /// The plant a new photo goes on: the page "+" was tapped on, if any.
    public var plantID: Int64?
    public var options: [Option]

    public init(plantID: Int64? = nil, cameraAvailable: Bool) {
        self.plantID = plantID
        options = [.addPlant] + (cameraAvailable ? [.takePhoto] : []) + [.chooseFromLibrary, .cancel]
    }

    public var title: String { PlantTrackerCopy[plantID == nil ? .captureTitle : .addPhotoTitle] }
}
