/// What every node of one layout shares: the text measurer, the preference-driven state of
/// the current pass, and what the pass publishes. Lives for one `LayoutEngine.layout` call,
/// on one thread.
final class LayoutContext {
    let measurer: any TextMeasuring
    /// Bumped between passes so that every node's size cache is dropped at once.
    /// Read by every `sizeThatFits`. Unchecked: one thread, and only `settle` writes it,
    /// between passes.
    @exclusivity(unchecked) private(set) var generation = 0
    /// The values read by `{"state": key}` lengths in this pass.
    private(set) var state: [String: Double] = [:]
    /// The values published by `preference` modifiers in this pass.
    private(set) var published: [String: Double] = [:]
    private(set) var publishedOrder: [String] = []

    init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    func publish(_ value: Double, key: String, reducer: PreferenceReducer) {
        if let old = published[key] {
            published[key] = reducer.reduce(old, value)
        } else {
            published[key] = value
            publishedOrder.append(key)
        }
    }

    /// Ends a pass: what it published becomes the state. Returns the keys whose state
    /// changed; when there are any, the next pass starts with every size cache dropped.
    func settle() -> [String] {
        let changed = publishedOrder.filter { state[$0] != published[$0] }
        for key in publishedOrder { state[key] = published[key] }
        published = [:]
        publishedOrder = []
        if !changed.isEmpty { generation += 1 }
        return changed
    }
}
