import LayoutRunner
import StrictJSON

/// `run --github-annotations`: one GitHub Actions workflow command (`::error …::`) per
/// failure group, on the scenario's file, so that a pull request shows each cause where the
/// scenario is defined. GitHub shows at most 10 errors of a step: past ``maxErrors`` groups,
/// one notice counts the rest.
public enum GitHubAnnotations {
    public static let maxErrors = 10

    /// `files` gives each scenario's file, as the fixtures were read (relative when they
    /// were given relative, as GitHub wants).
    public static func text(_ report: RunReport, files: [String: String]) -> String {
        let groups = FailureGroup.groups(of: report)
        var out = ""
        for group in groups.prefix(maxErrors) {
            let count = group.cases.count == 1 ? "1 case" : "\(group.cases.count) cases"
            var message: String
            switch group.reason {
            case let .causes(names): message = "\(group.scenario): cause \(names.joined(separator: " + ")) in \(count)"
            case .new: message = "\(group.scenario): no baseline for \(count)"
            case let .error(text): message = "\(group.scenario): \(count) could not be laid out: \(text)"
            }
            if let mode = group.recordMode {
                message += "\napprove: layoutreg record --mode \(mode) --filter \(TerminalText.shellQuoted(group.filter(in: report)))"
            }
            var properties = ["title=" + property("layoutreg: " + group.scenario)]
            if let file = files[group.scenario] { properties.insert("file=" + property(file), at: 0) }
            out += "::error " + properties.joined(separator: ",") + "::" + data(message) + "\n"
        }
        if groups.count > maxErrors {
            out += "::notice title=layoutreg::" + data("\(groups.count - maxErrors) more failure groups: see the run's report") + "\n"
        }
        return out
    }

    /// A command's message, as GitHub's toolkit escapes it.
    static func data(_ text: String) -> String {
        PercentEscaping.escape(text, reserved: "\r\n")
    }

    /// A property's value: also `:` and `,`, which end it.
    static func property(_ text: String) -> String {
        PercentEscaping.escape(text, reserved: "\r\n:,")
    }
}
