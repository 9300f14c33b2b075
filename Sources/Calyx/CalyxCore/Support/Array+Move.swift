import Foundation

extension Array {
    /// SwiftUI's `onMove` semantics without SwiftUI (which Linux lacks): the elements at `offsets`
    /// go, in their order, to just before the element that was at `destination`.
    mutating func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
        let moving = offsets.filter(indices.contains).map { self[$0] }
        let staying = enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
        let insertAt = Swift.min(destination - offsets.count { $0 < destination }, staying.count)
        self = Array(staying[..<Swift.max(0, insertAt)]) + moving + Array(staying[Swift.max(0, insertAt)...])
    }
}
