import CouplesCore
import Testing

extension CouplesWorld {
    /// One complete day: both partners answer and send a photo through their care models.
    @MainActor
    func completeDay(_ a: Phone, _ b: Phone, seed: Int) async throws {
        for (phone, offset) in [(a, 0), (b, 1)] {
            let care = FlowerCareModel(environment: phone.environment)
            await care.load()
            care.answer = "Day \(seed), \(phone.name)."
            await care.attachPhoto(try await TestPictures.jpeg(seed * 2 + offset))
            await care.send()
            #expect(care.photoError == nil)
        }
    }
}
