import DandelionCore
import SwiftUI

/// The marks of the dandelion's seeds in the air, made once per release and reused every frame (each seed
/// is drawn upright at the origin; the field's transform turns and moves it). A reference type held in
/// `@State` because it is filled from inside the Canvas renderer, where changing view state is not allowed.
@MainActor
final class FlyingSeedCache {
    /// Weak, so a new field (even at a recycled address) is never mistaken for the old one.
    private weak var field: PappusField?
    private var marks: [[SeedHeadMark]] = []

    /// One list of marks per head seed in `field`, in the field's order.
    func marks(for field: PappusField, head: SeedHead, unit: Float) -> [[SeedHeadMark]] {
        if self.field !== field || marks.count != field.headSeeds.count {
            marks = field.headSeeds.map { head.flyingMarks(of: $0.seed, unit: unit) }
            self.field = field
        }
        return marks
    }

    func clear() {
        field = nil
        marks = []
    }
}
