import LayoutEngine

/// Something a check found in one view of a case (a truncated text, two views that overlap,
/// a tap target too small), drawn on the case's wireframe at `rect` with its message.
public struct ReportFinding: Hashable, Sendable {
    /// A short name of what was found (`truncation`, `overlap`, `tapTarget`), used as a CSS
    /// class, so that each kind can be styled.
    public var kind: String
    public var path: String
    public var rect: Rect
    public var message: String
}
