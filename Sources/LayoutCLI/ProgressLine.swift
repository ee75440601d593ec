import LayoutRunner
import StrictJSON

/// The text of a progress line: cases done of all, failures so far, the rate, and the time
/// left at that rate.
enum ProgressLine {
    static func text(_ p: WorkProgress, verb: String, failures: String, elapsed: Duration) -> String {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        var line = "\(verb) \(grouped(p.done))/\(grouped(p.total)) cases, \(grouped(p.failures)) \(failures)"
        guard seconds > 0, p.done > 0 else { return line }
        let rate = Double(p.done) / seconds
        line += ", \(grouped(Int(rate.rounded()))) cases/s"
        if p.done < p.total {
            let left = Double(p.total - p.done) / rate
            line += ", about " + (left < 10 ? DecimalFormat.format(left, fractionDigits: 1) : String(Int(left.rounded()))) + " s left"
        }
        return line
    }

    /// `12,345`: thousands separated, whatever the locale.
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return n < 0 ? "-" + out : out
    }
}
