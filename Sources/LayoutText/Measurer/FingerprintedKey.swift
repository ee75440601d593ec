/// A cache key that carries its hash, computed once when the key is made.
///
/// ``LaneCache`` files its entries under the fingerprint: finding one compares 64-bit
/// numbers in a dense array and then the one key whose number matches, in place. A dictionary
/// keyed by the key itself hashed the number again with `Hasher` and copied every key it
/// probed out of its table to compare it (a text request is about 150 bytes and three
/// references).
protocol FingerprintedKey: Hashable {
    /// The key's hash, as `hash(into:)` feeds it to a `Hasher`.
    var fingerprint: Int { get }
}
