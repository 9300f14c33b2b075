import CouplesCore
import PhotosUI
import SwiftUI
import UIKit

/// S-002: today's question, the answer box with its limit, the photo (camera or library) and send.
/// The partner's answer and photo appear once both have done their part.
struct FlowerCareView: View {
    @Bindable var model: FlowerCareModel
    @State private var pickedItem: PhotosPickerItem?
    @State private var showingCamera = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Section {
                Text(model.question)
                    .font(.title3.weight(.medium))
                    .accessibilityAddTraits(.isHeader)
                if model.isFallbackQuestion {
                    Text("Today's question couldn't be loaded, so here is one to share.")
                        .font(.footnote).foregroundStyle(.secondary)
                }
            }
            Section {
                TextField("Your answer", text: $model.answer, axis: .vertical)
                    .lineLimit(4...12)
                    .disabled(model.isDayComplete)
                    .accessibilityLabel("Your answer")
                Text(model.answerLimitText)
                    .font(.caption)
                    .foregroundStyle(model.isAnswerTooLong ? Color.red : Color.secondary)
                    .accessibilityLabel(model.isAnswerTooLong ? "Too long: \(model.answerLimitText)" : model.answerLimitText)
                if let error = model.answerError { Text(error).foregroundStyle(.red) }
            } footer: {
                Text("Only your partner can read this. It's encrypted on your phone.")
            }
            if model.canAttachPhoto {
                photoSection
            }
            Section {
                Button {
                    Task { await model.send() }
                } label: {
                    if model.isSending { ProgressView() } else { Text("Send") }
                }
                .disabled(!model.canSend)
                if let notice = model.notice { Text(notice).font(.footnote).foregroundStyle(.secondary) }
            }
            partnerSection
        }
        .scrollContentBackground(.hidden)
        .background(CouplesTheme.background.ignoresSafeArea())
        .navigationTitle("Care for your flower")
        .toolbar { Button("Done") { dismiss() } }
        .task { await model.load() }
        .onChange(of: pickedItem) { _, item in
            guard let item else { return }
            Task {
                if let data = try? await item.loadTransferable(type: Data.self) { await model.attachPhoto(data) }
                pickedItem = nil
            }
        }
        .fullScreenCover(isPresented: $showingCamera) {
            CameraCapture { data in
                showingCamera = false
                Task { await model.attachPhoto(data) }
            } onCancel: {
                showingCamera = false
            }
            .ignoresSafeArea()
        }
    }

    private var photoSection: some View {
        Section("Today's photo") {
            if let photo = model.photo, let image = UIImage(data: photo.thumbnail) {
                Image(uiImage: image)
                    .resizable().scaledToFit().frame(maxHeight: 200)
                    .accessibilityLabel("Your photo for today")
                Button("Remove photo", role: .destructive) { model.removePhoto() }
            } else if model.iSentPhoto {
                Label("Photo sent", systemImage: "checkmark.circle")
            }
            if model.isPreparingPhoto { ProgressView() }
            HStack {
                PhotosPicker(selection: $pickedItem, matching: .images) {
                    Label("Choose photo", systemImage: "photo.on.rectangle")
                }
                Spacer()
                if UIImagePickerController.isSourceTypeAvailable(.camera) {
                    Button { showingCamera = true } label: { Label("Take photo", systemImage: "camera") }
                }
            }
            .buttonStyle(.borderless)
            if let error = model.photoError {
                Text(error).foregroundStyle(.red)
                Button("Try again") { Task { await model.retry() } }
            }
        }
    }

    @ViewBuilder
    private var partnerSection: some View {
        Section("Your partner") {
            if model.isDayComplete {
                if let answer = model.partnerAnswer { Text(answer) }
                if let data = model.partnerPhoto ?? model.partnerThumbnail, let image = UIImage(data: data) {
                    Image(uiImage: image).resizable().scaledToFit()
                        .accessibilityLabel("Your partner's photo for today")
                }
            } else {
                Text(model.partnerStatus.text(partnerName: nil))
                    .foregroundStyle(.secondary)
                Text("You'll see their answer and photo when you've both done your part.")
                    .font(.footnote).foregroundStyle(.secondary)
            }
        }
    }
}

/// The camera (UIImagePickerController), handing back the shot as JPEG; the preparer strips what it carries.
struct CameraCapture: UIViewControllerRepresentable {
    var onPicked: (Data) -> Void
    var onCancel: () -> Void

    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = .camera
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(onPicked: onPicked, onCancel: onCancel) }

    @MainActor
    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        let onPicked: (Data) -> Void
        let onCancel: () -> Void

        init(onPicked: @escaping (Data) -> Void, onCancel: @escaping () -> Void) {
            self.onPicked = onPicked
            self.onCancel = onCancel
        }

        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            guard let image = info[.originalImage] as? UIImage, let data = image.jpegData(compressionQuality: 0.9) else {
                onCancel()
                return
            }
            onPicked(data)
        }

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { onCancel() }
    }
}
