/// What a shaped run depends on. Not the point size: runs are shaped in font units and scaled
/// afterwards, so one entry serves every Dynamic Type size.
struct ShapedRunKey: Hashable, Sendable {
    var scalars: [UInt32]
    var face: Int
    var script: UInt32
    var rightToLeft: Bool
    /// Whether digits take their tabular forms (`tnum`, for `monospacedDigit()`).
    var tabularFigures = false
    /// The region whose language a CJK face is shaped in; `.none` for the face's own.
    var region: HanRegion = .none
}
