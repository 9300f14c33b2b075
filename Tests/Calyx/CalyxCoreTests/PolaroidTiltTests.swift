import CalyxCore
import Foundation
import Testing

/// Polaroid tilts: fixed per id across launches (FNV-1a, not the per-process `hashValue`) and within ±2°.
@Suite("Polaroid tilt")
struct PolaroidTiltTests {
    @Test("known ids keep their tilt (FNV-1a 64 reference vectors: \"a\" → 0xaf63dc4c8601ec8c, \"foobar\" → 0x85944171f73967e8)")
    func stable() {
        #expect(abs(PolaroidTilt.degrees(for: "a") - -1.199) < 1e-9)
        #expect(abs(PolaroidTilt.degrees(for: "foobar") - -1.941) < 1e-9)
        #expect(abs(PolaroidTilt.degrees(for: "3f8a0c2e-9b7d-41f6-a5c4-e2d1b0a99887") - 0.246) < 1e-9)
    }

    @Test("every tilt is within ±2°, and a grid of ids is not all tilted alike")
    func range() {
        let tilts = (0..<1_000).map { _ in PolaroidTilt.degrees(for: UUID().uuidString.lowercased()) }
        #expect(tilts.allSatisfy { abs($0) <= PolaroidTilt.maximumDegrees })
        #expect(tilts.contains { $0 < -1 } && tilts.contains { $0 > 1 })
    }
}
