import LayoutLints

/// One case's approved baseline as `run` compares with it: its frames, and the lint findings
/// approved and the strings shown with them, each `nil` when its file has none for the case
/// (files written before findings or strings were kept read as unknown, not as empty).
struct ApprovedBaseline {
    var frames: [BaselineFrame]
    var findings: [Finding]?
    var strings: [BaselineString]?

    init(_ read: BaselineTextReader.Approved) {
        frames = read.frames
        findings = read.findings.isEmpty ? nil : read.findings
        strings = read.strings.isEmpty ? nil : read.strings
    }
}
