import Foundation

/// `cos(π · k · x / length)` for every component `k` and pixel `x`: the basis both the encoder and the
/// decoder evaluate per pixel, computed once per call instead of per pixel and component.
struct CosineTable {
    private let values: [[Double]]

    init(components: Int, length: Int) {
        values = (0..<components).map { k in (0..<length).map { x in cos(Double.pi * Double(k) * Double(x) / Double(length)) } }
    }

    subscript(component: Int, position: Int) -> Double { values[component][position] }
}
