import LayoutEngine

/// Estimates of the heap bytes a cached key or value owns beyond its inline size: what a
/// ``LaneCache`` counts against its byte budget. They count shared storage too (a key's string
/// is usually the fixture's own), so the budget is an upper bound on what the cache keeps alive.
enum CacheCost {
    static func of(_ string: String) -> Int {
        let count = string.utf8.count
        // Up to 15 UTF-8 bytes live inline; longer ones in a heap object with a 32-byte header.
        return count <= 15 ? 0 : count + 32
    }

    static func storage<Element>(of array: [Element]) -> Int {
        array.isEmpty ? 0 : array.count * MemoryLayout<Element>.stride + 32
    }

    static func of(_ runs: [TextRequest.Run]) -> Int {
        runs.reduce(storage(of: runs)) { total, run in total + of(run.string) }
    }

    static func of(_ key: TextRequestKey) -> Int {
        of(key.request.string) + of(key.request.locale) + of(key.request.runs)
    }

    static func of(_ layout: TextLayout) -> Int {
        let arrays = storage(of: layout.missingScalars) + storage(of: layout.missingScripts)
        return layout.missingScripts.reduce(arrays) { total, script in total + of(script) }
    }

    static func of(_ key: PreparedTextKey) -> Int {
        of(key.string) + of(key.runs)
    }

    static func of(_ prepared: PreparedText) -> Int {
        var total = storage(of: prepared.paragraphs) + storage(of: prepared.metrics)
            + storage(of: prepared.missingScalars) + storage(of: prepared.missingScripts)
        for paragraph in prepared.paragraphs {
            total += storage(of: paragraph.widthBefore) + storage(of: paragraph.breakAllowedAfter)
                + storage(of: paragraph.cuttableBefore) + storage(of: paragraph.hangs) + storage(of: paragraph.faces)
        }
        return total
    }
}
