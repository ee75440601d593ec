extension HarfBuzzTextMeasurer {
    /// How much a measurer remembers. Results are the same with or without caches.
    public struct Options: Hashable, Sendable {
        /// Entries in the cache of shaped runs (by text, face, script and direction); 0 disables it.
        public var shapedRunCapacity: Int
        /// Entries in the cache of strings measured in one font (by string, font and direction).
        public var preparedTextCapacity: Int
        /// Entries in each thread's cache of whole layouts (by request).
        public var layoutCapacity: Int
        /// Entries in each thread's copy of the cache of measured strings.
        public var lanePreparedTextCapacity: Int
        /// Bytes (estimated: keys, values and the storage they own) each of a thread's two caches
        /// may hold; the fuller bound empties a cache. A thread's caches never exceed twice this.
        public var laneByteBudget: Int

        /// Cache sizes in entries; 0 turns a cache off.
        ///
        /// The defaults hold a matrix run's working set of distinct texts (a few tens of
        /// thousands of layouts for the shipped fixtures): at most 16 MiB per cache, so 32 MiB
        /// per thread, whatever the number of cases.
        public init(shapedRunCapacity: Int = 200_000, preparedTextCapacity: Int = 50_000,
                    layoutCapacity: Int = 60_000, lanePreparedTextCapacity: Int = 20_000,
                    laneByteBudget: Int = 16 << 20) {
            self.shapedRunCapacity = shapedRunCapacity
            self.preparedTextCapacity = preparedTextCapacity
            self.layoutCapacity = layoutCapacity
            self.lanePreparedTextCapacity = lanePreparedTextCapacity
            self.laneByteBudget = laneByteBudget
        }

        /// The defaults: a matrix measures the same strings thousands of times.
        public static let `default` = Options()
        /// No caching at all, for measuring the cost of a cold layout.
        public static let uncached = Options(shapedRunCapacity: 0, preparedTextCapacity: 0, layoutCapacity: 0,
                                              lanePreparedTextCapacity: 0)
    }
}
