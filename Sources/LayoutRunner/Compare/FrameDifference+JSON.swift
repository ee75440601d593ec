import StrictJSON

extension FrameDifference {
    /// `{"view": …, "kind": …, "expected": …, "actual": …, "delta": …}`, each frame as `frame`
    /// writes it: the stored diff of a result and the run's JSON report differ only there.
    package func json(frame: (BaselineFrame) -> JSONOutput) -> JSONOutput {
        var members: [JSONOutput.Member] = [.init("view", .string(name)), .init("kind", .string("\(kind)"))]
        if let expected { members.append(.init("expected", frame(expected))) }
        if let actual { members.append(.init("actual", frame(actual))) }
        members.append(.init("delta", delta.isFinite ? .number(delta) : .null))
        return .object(members)
    }
}
