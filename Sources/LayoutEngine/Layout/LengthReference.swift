/// A `Length` that may change from pass to pass, as the tree's lengths list keeps it: a number,
/// a slot of the tree's state (what `{"state": key}` reads), or a fraction of the enclosing
/// `GeometryReader`'s size. A plain value: the state key is a slot number, so that reading it
/// in a pass is an array load rather than a hash of the key.
enum LengthReference: BitwiseCopyable {
    case points(Double)
    case state(slot: Int)
    case proxy(Axis, multiplier: Double)
}
