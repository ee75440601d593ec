/// A `Text` as a layout showed it: its path, the key it was looked up by, the string it
/// showed and the request it was placed with, so that its lines can be told and a change of
/// its string named as the cause of a change of frames.
public struct PlacedText: Hashable, Sendable {
    /// The text's path, as its frame names it.
    public var path: String
    /// The string key (a formatted text's format key); `nil` for a verbatim text.
    public var key: String?
    /// The string shown: resolved, arguments filled, pseudo-localised, cased.
    public var string: String
    /// What the measurer was asked when the text was placed (its font shrunk where a
    /// `minimumScaleFactor` shrank it); `nil` for a text that was not placed.
    public var request: TextRequest?

    public init(path: String, key: String?, string: String, request: TextRequest?) {
        self.path = path
        self.key = key
        self.string = string
        self.request = request
    }
}
