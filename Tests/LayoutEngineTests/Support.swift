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

// MARK: - Builders for the rule tests

extension ViewNode {
    /// A `Text` in a fixed 20 pt font, which does not scale with Dynamic Type. With the fixed
    /// measurer each character (and space) is 10 pt wide, a line is 24 pt tall and the first
    /// baseline sits 19 pt below the top: round numbers at every scale.
    static func t(_ string: String, _ modifiers: Modifier..., id: String? = nil) -> ViewNode {
        ViewNode(.text(.verbatim(string)), modifiers: [.font(.system(size: 20))] + modifiers, id: id)
    }

    static func spacer(_ minLength: Double? = nil, id: String? = nil, _ modifiers: Modifier...) -> ViewNode {
        ViewNode(.spacer(minLength: minLength), modifiers: modifiers, id: id)
    }

    static func zStack(_ alignment: Alignment = .center, _ children: [ViewNode], _ modifiers: Modifier...,
                       id: String? = nil) -> ViewNode {
        ViewNode(.zStack(alignment: alignment), children: children, modifiers: modifiers, id: id)
    }

    static func group(_ children: [ViewNode], _ modifiers: Modifier..., id: String? = nil) -> ViewNode {
        ViewNode(.group, children: children, modifiers: modifiers, id: id)
    }

    static func button(_ label: ViewNode, _ modifiers: Modifier..., id: String? = nil) -> ViewNode {
        ViewNode(.button, children: [label], modifiers: modifiers, id: id)
    }

    static func geometryReader(_ children: [ViewNode], _ modifiers: Modifier..., id: String? = nil) -> ViewNode {
        ViewNode(.geometryReader, children: children, modifiers: modifiers, id: id)
    }
}

extension Modifier {
    /// `padding(length)` on every edge.
    static func pad(_ length: Double) -> Modifier { .padding(EdgeInsets(all: length)) }

    /// `padding(edges, length)`.
    static func pad(_ edges: Edge.Set, _ length: Double) -> Modifier { .padding(EdgeInsets(edges, length)) }

    static let fixed = Modifier.fixedSize(horizontal: true, vertical: true)
}

/// Lays out `view` in `container` with the fixed-advance measurer and returns the whole result.
func layoutResult(_ view: ViewNode, container: LayoutContainer, environment: EnvironmentValues = EnvironmentValues(),
                  maximumPasses: Int = 8) throws -> LayoutResult {
    try LayoutEngine(measurer: FixedAdvanceTextMeasurer(), maximumPasses: maximumPasses)
        .layout(view, in: container, environment: environment)
}

/// Lays out `view` in a `width` × `height` box and returns the entries (frames, lines,
/// truncation) by name.
func entries(_ view: ViewNode, width: Double, height: Double, scale: Double = 3,
             environment: EnvironmentValues = EnvironmentValues()) throws -> [String: FrameEntry] {
    let result = try layoutResult(view, container: LayoutContainer(size: Size(width: width, height: height), scale: scale),
                                  environment: environment)
    var byName: [String: FrameEntry] = [:]
    for entry in result.frames { byName[entry.name] = entry }
    return byName
}
