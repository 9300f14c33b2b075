import CalyxAPI
import ClientKit
import Foundation
import Observation

/// What is the person's own about a flower they saved, on the flower's page (§3.2 "Add Notes",
/// §3.4, §5.3 "view details with personal notes, edit notes"): the date saved, the notes, tags and
/// privacy (edited there, through the queue, so offline too), and their own photos of it: picked,
/// uploaded with progress, reordered and removed (these need a connection: the photo must reach the
/// server first).
@MainActor @Observable
public final class SavedFlowerModel {
    public typealias Photo = Components.Schemas.MediaImage

    /// The phone's copy of the save; nil once it is unsaved.
    public private(set) var item: SavedItem?
    public private(set) var photos: [Photo] = []
    /// 0…1 while a photo uploads; nil otherwise.
    public private(set) var uploadProgress: Double?
    /// A refusal in words (a photo too large, offline), shown under the photos.
    public private(set) var problem: String?

    /// The server keeps at most this many of one's own photos per saved flower.
    nonisolated public static let photoLimit = 20

    public let flowerID: String
    private let client: CalyxClient
    private let store: CalyxStore
    private let sync: CalyxSync
    let downscaler: (any UploadPhotoDownscaler)?
    @ObservationIgnored private var uploadGeneration = 0

    public init(flowerID: String, environment: CalyxEnvironment) {
        self.flowerID = flowerID
        client = environment.client
        store = environment.store
        sync = environment.sync
        downscaler = environment.photoDownscaler
        reload()
    }

    /// Reads the phone's copy again (after a save, an edit, a sync).
    public func reload() {
        item = try? store.saved.item(flowerID: flowerID)
        photos = item?.photos ?? []
    }

    /// "Saved 28 November 2026".
    public var savedLine: String? {
        item.map { "Saved \($0.savedAt.formatted(date: .long, time: .omitted))" }
    }

    public var notesButtonTitle: String { (item?.notes.isEmpty ?? true) ? "Add Notes" : "Edit Notes" }

    public var canAddPhoto: Bool { item?.savedID != nil && uploadProgress == nil && photos.count < Self.photoLimit }

    /// Notes, tags and privacy as edited here: kept on the phone at once and sent through the queue.
    public func edit(notes: String, tags: [String], isPublic: Bool) async {
        _ = try? await sync.perform(.editSaved(flowerID: flowerID, notes: notes, tags: SavedModel.cleaned(tags), isPublic: isPublic))
        reload()
    }

    // MARK: Photos

    /// Uploads a picked photo and adds it after the others.
    public func addPhoto(_ picked: Data) async {
        guard canAddPhoto else { return }
        problem = nil
        uploadProgress = 0
        uploadGeneration += 1
        let upload = uploadGeneration
        defer { uploadProgress = nil }
        let result = await MediaUpload.send(picked, api: client.api, downscaler: downscaler) { fraction in
            Task { @MainActor [weak self] in
                guard let self, self.uploadGeneration == upload, self.uploadProgress != nil else { return }
                self.uploadProgress = fraction
            }
        }
        switch result {
        case .success(let photo): await setPhotos(photos + [photo])
        case .failure(let failure): problem = failure.message
        }
    }

    public func movePhotos(from source: IndexSet, to destination: Int) async {
        var reordered = photos
        reordered.move(fromOffsets: source, toOffset: destination)
        await setPhotos(reordered)
    }

    public func removePhoto(_ photo: Photo) async {
        await setPhotos(photos.filter { $0.id != photo.id })
    }

    /// The photos in this order on the server; shown at once, put back if the server says no.
    private func setPhotos(_ wanted: [Photo]) async {
        guard let savedID = item?.savedID else { return }
        let before = photos
        photos = wanted
        do {
            switch try await client.api.updateSaved(path: .init(savedId: savedID), body: .json(.init(photoIds: wanted.map(\.id)))) {
            case .ok(let ok):
                let saved = try ok.body.json
                try? store.saved.put(SavedItem(saved))
                reload()
            case .default(_, let response):
                photos = before
                problem = (try? response.body.applicationProblemJson)?.detail ?? "Your photos couldn't be changed."
            }
        } catch {
            photos = before
            problem = LoadFailure(error).message
        }
    }
}
