import LayoutEngine

/// The edges of a reference rectangle that a frame passes, by screen side (left and right,
/// not leading and trailing: frames are reported as drawn), as four bits.
struct EdgeMask: Hashable {
    private(set) var bits: UInt8 = 0

    private static let topBit: UInt8 = 1, leftBit: UInt8 = 2, bottomBit: UInt8 = 4, rightBit: UInt8 = 8

    init() {}

    init(bits: UInt8) {
        self.bits = bits & 0xF
    }

    /// The edges of `reference` that `rect` passes by more than `tolerance`.
    init(_ rect: Rect, beyond reference: Rect, tolerance: Double) {
        if reference.minY - rect.minY > tolerance { bits |= Self.topBit }
        if reference.minX - rect.minX > tolerance { bits |= Self.leftBit }
        if rect.maxY - reference.maxY > tolerance { bits |= Self.bottomBit }
        if rect.maxX - reference.maxX > tolerance { bits |= Self.rightBit }
    }

    var top: Bool { bits & Self.topBit != 0 }
    var left: Bool { bits & Self.leftBit != 0 }
    var bottom: Bool { bits & Self.bottomBit != 0 }
    var right: Bool { bits & Self.rightBit != 0 }

    var isEmpty: Bool { bits == 0 }

    func subtracting(_ other: EdgeMask) -> EdgeMask { EdgeMask(bits: bits & ~other.bits) }

    func union(_ other: EdgeMask) -> EdgeMask { EdgeMask(bits: bits | other.bits) }

    /// Clears the edges of one axis: a fixed frame of only a width says nothing of heights.
    mutating func remove(horizontal: Bool) {
        bits &= horizontal ? ~(Self.leftBit | Self.rightBit) : ~(Self.topBit | Self.bottomBit)
    }
}
