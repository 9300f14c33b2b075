/// Nearest neighbours by Jaccard similarity of flower sets (|A ∩ B| / |A ∪ B|), exactly.
///
/// Intersections are counted through an inverted index (flower → people), so a person is only
/// compared with people who share at least one flower with them; the cost is the sum over flowers of
/// their holders squared, not the number of pairs of people.
enum TasteSimilarity {
    struct Neighbour: Equatable {
        let person: Int
        let similarity: Double
    }

    /// For each person (an index into `sets`, each a set of flower indices without repeats), up to
    /// `limit` others by descending similarity (ties to the lower index).
    static func neighbours(of sets: [[Int32]], flowerCount: Int, limit: Int) -> [[Neighbour]] {
        var holders = [[Int32]](repeating: [], count: flowerCount)
        for (person, flowers) in sets.enumerated() {
            for flower in flowers { holders[Int(flower)].append(Int32(person)) }
        }
        var shared = [Int32](repeating: 0, count: sets.count)
        var touched: [Int32] = []
        var result: [[Neighbour]] = []
        result.reserveCapacity(sets.count)
        for (person, flowers) in sets.enumerated() {
            for flower in flowers {
                for other in holders[Int(flower)] where Int(other) != person {
                    if shared[Int(other)] == 0 { touched.append(other) }
                    shared[Int(other)] += 1
                }
            }
            var best = TopK(limit: limit)
            let size = flowers.count
            for other in touched {
                let common = Int(shared[Int(other)])
                shared[Int(other)] = 0
                let union = size + sets[Int(other)].count - common
                best.offer(Neighbour(person: Int(other), similarity: Double(common) / Double(union)))
            }
            touched.removeAll(keepingCapacity: true)
            result.append(best.sorted())
        }
        return result
    }

    /// The `limit` best neighbours seen so far, in a min-heap on the worst of them.
    private struct TopK {
        let limit: Int
        private var heap: [Neighbour] = []

        init(limit: Int) { self.limit = limit }

        /// Whether `a` ranks below `b`: less similar, or as similar with a higher index.
        private static func worse(_ a: Neighbour, _ b: Neighbour) -> Bool {
            a.similarity != b.similarity ? a.similarity < b.similarity : a.person > b.person
        }

        mutating func offer(_ candidate: Neighbour) {
            guard limit > 0 else { return }
            if heap.count < limit {
                heap.append(candidate)
                siftUp(heap.count - 1)
            } else if Self.worse(heap[0], candidate) {
                heap[0] = candidate
                siftDown(0)
            }
        }

        func sorted() -> [Neighbour] { heap.sorted { Self.worse($1, $0) } }

        private mutating func siftUp(_ index: Int) {
            var child = index
            while child > 0 {
                let parent = (child - 1) / 2
                guard Self.worse(heap[child], heap[parent]) else { return }
                heap.swapAt(child, parent)
                child = parent
            }
        }

        private mutating func siftDown(_ index: Int) {
            var parent = index
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < heap.count, Self.worse(heap[left], heap[smallest]) { smallest = left }
                if right < heap.count, Self.worse(heap[right], heap[smallest]) { smallest = right }
                guard smallest != parent else { return }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
    }
}
