/// An array being filled in place by the threads of a parallel loop (``Lanes``).
///
/// `@unchecked Sendable` is safe here because each element is initialized exactly once, by
/// the one iteration that owns its index, and the array is used only once the loop has
/// returned (which happens-after every iteration). Indexes are checked in every build: an
/// element written twice or out of range would corrupt memory silently.
struct Place<Element>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Element>

    init(_ buffer: UnsafeMutableBufferPointer<Element>) {
        self.buffer = buffer
    }

    /// Initializes element `i` to `value`.
    func initialize(_ i: Int, to value: Element) {
        guard let base = buffer.baseAddress, i < buffer.count else { preconditionFailure("index \(i) out of \(buffer.count)") }
        (base + i).initialize(to: value)
    }

    /// Initializes the elements from `start` with copies of `values`.
    func initialize(_ start: Int, from values: [Element]) {
        guard !values.isEmpty else { return }
        guard let base = buffer.baseAddress, start >= 0, start + values.count <= buffer.count else {
            preconditionFailure("elements \(start)..<\(start + values.count) out of \(buffer.count)")
        }
        values.withUnsafeBufferPointer { source in
            // `values` is not empty, so its buffer has an address.
            (base + start).initialize(from: source.baseAddress!, count: source.count)
        }
    }
}
