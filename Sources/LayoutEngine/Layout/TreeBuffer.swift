/// A fixed number of plain values in memory the engine manages itself: a built tree's nodes
/// and lists (`FrozenNodes`), and a layout's per-node state (`LayoutTree`). With
/// ``TreeArena`` and ``TreeSpan``, in this file, the only code in the engine that holds a
/// pointer; everything else reads and writes through their subscripts, whose bounds are
/// asserted in debug builds.
///
/// Why pointers at all: a layout reads its nodes and writes their size caches millions of
/// times a second, and an array's copy-on-write check, retain and exclusivity check on each
/// access were most of the engine's time. The invariants that make that safe:
/// - the elements are `BitwiseCopyable`, so memory needs no deinitialising and an element is
///   initialised by assigning it;
/// - every index is within `count` (asserted in debug builds);
/// - a buffer is freed once, by its owner's `deinit`, after its last use: owners never hand
///   a buffer or a span to anything that outlives them.
struct TreeBuffer<Element: BitwiseCopyable> {
    private let base: UnsafeMutablePointer<Element>
    let count: Int

    fileprivate init(base: UnsafeMutablePointer<Element>, count: Int) {
        self.base = base
        self.count = count
    }

    /// A new buffer holding a copy of `elements`; its owner frees it with ``deallocate()``.
    static func copying(_ elements: [Element]) -> TreeBuffer {
        let base = UnsafeMutablePointer<Element>.allocate(capacity: max(elements.count, 1))
        elements.withUnsafeBufferPointer { source in
            if let start = source.baseAddress { base.initialize(from: start, count: source.count) }
        }
        return TreeBuffer(base: base, count: elements.count)
    }

    func deallocate() {
        base.deallocate()
    }

    /// Element `i`, read and written in place: a copy of a whole node to read one field was a
    /// copy of its largest layout.
    @inline(__always)
    subscript(i: Int) -> Element {
        unsafeAddress {
            assert(i >= 0 && i < count, "index \(i) out of a tree buffer of \(count)")
            return UnsafePointer(base + i)
        }
        nonmutating unsafeMutableAddress {
            assert(i >= 0 && i < count, "index \(i) out of a tree buffer of \(count)")
            return base + i
        }
    }

    /// The elements of `range`.
    @inline(__always)
    subscript(range: ListRange) -> TreeSpan<Element> {
        assert(range.start >= 0 && range.count >= 0 && range.start + range.count <= count,
               "range \(range.start)+\(range.count) out of a tree buffer of \(count)")
        return TreeSpan(base + range.start, count: range.count)
    }

    /// Sets every element to `value`.
    func fill(with value: Element) {
        base.update(repeating: value, count: count)
    }

    /// Reads one byte of each 64-byte cache line and returns their sum (see
    /// `FrozenNodes.prefetch()`).
    @inline(__always)
    func touchEachCacheLine() -> UInt8 {
        let bytes = UnsafeRawPointer(base)
        var sum: UInt8 = 0
        for offset in stride(from: 0, to: count * MemoryLayout<Element>.stride, by: 64) {
            sum &+= bytes.load(fromByteOffset: offset, as: UInt8.self)
        }
        return sum
    }
}

/// Several buffers carved from one allocation, in the order they are asked for: one
/// `allocate` per layout instead of one per buffer.
struct TreeArena {
    private let storage: UnsafeMutableRawPointer
    private var next: UnsafeMutableRawPointer
    private let end: UnsafeMutableRawPointer

    /// Room for `byteCount` bytes, 16-aligned.
    init(byteCount: Int) {
        storage = .allocate(byteCount: max(byteCount, 16), alignment: 16)
        next = storage
        end = storage + max(byteCount, 16)
    }

    /// The bytes `count` elements take, rounded up so that the next buffer stays
    /// 8-aligned: every element the engine carves has an alignment of 8 at most.
    static func bytes<T>(_ type: T.Type, count: Int) -> Int {
        (MemoryLayout<T>.stride * count + 7) & ~7
    }

    /// The next `count` elements, uninitialised: each is initialised by assigning it.
    mutating func carve<T: BitwiseCopyable>(_ type: T.Type, count: Int) -> TreeBuffer<T> {
        assert(MemoryLayout<T>.alignment <= 8 && Int(bitPattern: next) % MemoryLayout<T>.alignment == 0)
        assert(next + Self.bytes(T.self, count: count) <= end, "the arena is smaller than what is carved from it")
        let elements = next.bindMemory(to: T.self, capacity: count)
        next += Self.bytes(T.self, count: count)
        return TreeBuffer<T>(base: elements, count: count)
    }

    func deallocate() {
        storage.deallocate()
    }
}

/// A run of a ``TreeBuffer``: a container's subview IDs, or the room a stack works its
/// distribution out in. Valid while the buffer's owner lives, which is while the layout
/// that asked for it runs.
struct TreeSpan<Element: BitwiseCopyable>: RandomAccessCollection {
    private let base: UnsafeMutablePointer<Element>
    let count: Int

    fileprivate init(_ base: UnsafeMutablePointer<Element>, count: Int) {
        self.base = base
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    @inline(__always)
    subscript(i: Int) -> Element {
        get {
            assert(i >= 0 && i < count, "index \(i) out of a span of \(count)")
            return base[i]
        }
        nonmutating set {
            assert(i >= 0 && i < count, "index \(i) out of a span of \(count)")
            base[i] = newValue
        }
    }
}
