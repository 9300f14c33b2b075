/// Entries in order of last use, each with a cost, for the image caches' least-recently-used
/// eviction: lookup, use, insert and removal of the oldest are O(1) (a dictionary into a doubly
/// linked list whose nodes live in one array, so there is no allocation or reference counting per node).
struct RecencyList<Key: Hashable, Value> {
    private struct Node {
        var key: Key
        var value: Value
        var cost: Int
        /// Neighbours by index into `nodes`; `none` at either end.
        var older: Int
        var newer: Int
    }

    private static var none: Int { -1 }

    /// Slots of removed entries are nil until reused (listed in `free`), so indices stay valid.
    private var nodes: [Node?] = []
    private var free: [Int] = []
    private var slots: [Key: Int] = [:]
    private var oldest = Self.none
    private var newest = Self.none

    /// The sum of the entries' costs.
    private(set) var totalCost = 0

    var count: Int { slots.count }

    /// The entry's value, marking it the most recently used.
    mutating func use(_ key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        moveToNewest(slot)
        return nodes[slot]!.value
    }

    /// The entry's value, leaving the order alone.
    func peek(_ key: Key) -> Value? {
        slots[key].map { nodes[$0]!.value }
    }

    func contains(_ key: Key) -> Bool {
        slots[key] != nil
    }

    /// Adds the entry as the most recently used, or replaces the value and cost of the one with its key
    /// (which becomes the most recently used).
    mutating func insert(_ key: Key, value: Value, cost: Int) {
        if let slot = slots[key] {
            totalCost += cost - nodes[slot]!.cost
            nodes[slot]!.value = value
            nodes[slot]!.cost = cost
            moveToNewest(slot)
            return
        }
        let node = Node(key: key, value: value, cost: cost, older: newest, newer: Self.none)
        let slot: Int
        if let reused = free.popLast() {
            slot = reused
            nodes[slot] = node
        } else {
            slot = nodes.count
            nodes.append(node)
        }
        if newest != Self.none { nodes[newest]!.newer = slot }
        newest = slot
        if oldest == Self.none { oldest = slot }
        slots[key] = slot
        totalCost += cost
    }

    @discardableResult
    mutating func remove(_ key: Key) -> Value? {
        guard let slot = slots[key] else { return nil }
        return release(slot).value
    }

    /// Removes and returns the least recently used entry.
    mutating func removeOldest() -> (key: Key, value: Value, cost: Int)? {
        guard oldest != Self.none else { return nil }
        return release(oldest)
    }

    mutating func removeAll() {
        self = RecencyList()
    }

    /// Keys from least to most recently used (O(n): for tests and diagnostics).
    var keysOldestFirst: [Key] {
        var keys: [Key] = []
        var slot = oldest
        while slot != Self.none {
            keys.append(nodes[slot]!.key)
            slot = nodes[slot]!.newer
        }
        return keys
    }

    private mutating func release(_ slot: Int) -> (key: Key, value: Value, cost: Int) {
        unlink(slot)
        let node = nodes[slot]!
        nodes[slot] = nil
        free.append(slot)
        slots[node.key] = nil
        totalCost -= node.cost
        return (node.key, node.value, node.cost)
    }

    private mutating func moveToNewest(_ slot: Int) {
        guard slot != newest else { return }
        unlink(slot)
        nodes[slot]!.older = newest
        if newest != Self.none { nodes[newest]!.newer = slot }
        newest = slot
        if oldest == Self.none { oldest = slot }
    }

    private mutating func unlink(_ slot: Int) {
        let older = nodes[slot]!.older
        let newer = nodes[slot]!.newer
        if older != Self.none { nodes[older]!.newer = newer } else { oldest = newer }
        if newer != Self.none { nodes[newer]!.older = older } else { newest = older }
        nodes[slot]!.older = Self.none
        nodes[slot]!.newer = Self.none
    }
}
