extension HarfBuzzTextMeasurer {
    /// How much a measurer remembers. Results are the same with or without caches.
    public struct Options: Hashable, Sendable {
        /// Entries in the cache of shaped runs (by text, face, script and direction); 0 disables it.
        public var shapedRunCapacity: Int
        /// Entries in the cache of strings measured in one font (by string, font and direction).
        public var preparedTextCapacity: Int
        /// Entries in the cache of whole layouts (by request).
        public var layoutCapacity: Int

        /// Cache sizes in entries; 0 turns a cache off.
        public init(shapedRunCapacity: Int = 200_000, preparedTextCapacity: Int = 50_000,
                    layoutCapacity: Int = 200_000) {
            self.shapedRunCapacity = shapedRunCapacity
            self.preparedTextCapacity = preparedTextCapacity
            self.layoutCapacity = layoutCapacity
        }

        /// The defaults: a matrix measures the same strings thousands of times.
        public static let `default` = Options()
        /// No caching at all, for measuring the cost of a cold layout.
        public static let uncached = Options(shapedRunCapacity: 0, preparedTextCapacity: 0, layoutCapacity: 0)
    }
}
