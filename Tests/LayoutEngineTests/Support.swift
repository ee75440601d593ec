@testable import LayoutEngine

/// Builders that keep the test tables short.
extension ViewNode {
    static func rect(_ modifiers: Modifier..., id: String? = nil) -> ViewNode {
        ViewNode(.rectangle, modifiers: modifiers, id: id)
    }

    static func text(_ string: String, _ modifiers: Modifier..., id: String? = nil) -> ViewNode {
        ViewNode(.text(.verbatim(string)), modifiers: modifiers, id: id)
    }

    static func hStack(spacing: Double? = nil, alignment: VerticalAlignment = .center, _ children: [ViewNode],
                       _ modifiers: Modifier..., id: String? = nil) -> ViewNode {
        ViewNode(.hStack(alignment: alignment, spacing: spacing), children: children, modifiers: modifiers, id: id)
    }

    static func vStack(spacing: Double? = nil, alignment: HorizontalAlignment = .center, _ children: [ViewNode],
                       _ modifiers: Modifier..., id: String? = nil) -> ViewNode {
        ViewNode(.vStack(alignment: alignment, spacing: spacing), children: children, modifiers: modifiers, id: id)
    }
}

extension Modifier {
    static func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> Modifier {
        .frame(width: width.map(Length.points), height: height.map(Length.points), alignment: alignment)
    }

    static func flex(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                     minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                     alignment: Alignment = .center) -> Modifier {
        .flexibleFrame(FlexibleFrame(minWidth: minWidth.map(Length.points), idealWidth: idealWidth.map(Length.points),
                                     maxWidth: maxWidth.map(Length.points), minHeight: minHeight.map(Length.points),
                                     idealHeight: idealHeight.map(Length.points), maxHeight: maxHeight.map(Length.points),
                                     alignment: alignment))
    }
}

/// Lays out `view` in a `width` × `height` box at @3x with the fixed-advance measurer
/// (each character half an em, lines 1.2 em), and returns the frames by name.
func layout(_ view: ViewNode, width: Double, height: Double, scale: Double = 3,
            environment: EnvironmentValues = EnvironmentValues()) throws -> [String: Rect] {
    let engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer())
    let result = try engine.layout(view, in: LayoutContainer(size: Size(width: width, height: height), scale: scale),
                                   environment: environment)
    var frames: [String: Rect] = [:]
    for entry in result.frames { frames[entry.name] = entry.frame }
    return frames
}

func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}
