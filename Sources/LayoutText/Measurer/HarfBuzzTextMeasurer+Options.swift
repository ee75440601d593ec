extension HarfBuzzTextMeasurer {
    /// How much a measurer remembers. Results are the same with or without caches.
    public struct Options: Hashable, Sendable {
        /// Entries in the cache of shaped runs (by text, face, script and direction); 0 disables it.
        public var shapedRunCapacity: Int
        /// Entries in the cache of strings measured in one font (by string, font and direction).
        public var preparedTextCapacity: Int
        /// Bytes (estimated, as ``laneByteBudget``) the shared cache of measured strings may hold.
        public var preparedTextByteBudget: Int
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
        /// thousands of layouts for the shipped fixtures): at most 16 MiB per cache, tables
        /// included, so 32 MiB per thread, and 24 MiB of measured strings shared by the
        /// threads, whatever the number of cases (a generated million cases of 417 screens
        /// held 74 MB of measured strings in the shared cache by 100,000 cases when only its
        /// entries were bounded).
        public init(shapedRunCapacity: Int = 200_000, preparedTextCapacity: Int = 50_000,
                    layoutCapacity: Int = 60_000, lanePreparedTextCapacity: Int = 20_000,
                    laneByteBudget: Int = 16 << 20, preparedTextByteBudget: Int = 24 << 20) {
            self.shapedRunCapacity = shapedRunCapacity
            self.preparedTextCapacity = preparedTextCapacity
            self.preparedTextByteBudget = preparedTextByteBudget
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
