/// How many cases ended in each status.
public struct StatusCounts: Hashable, Sendable {
    public var pass = 0
    public var fail = 0
    public var new = 0
    public var error = 0

    public init() {}

    public var total: Int { pass + fail + new + error }

    public subscript(status: CaseStatus) -> Int {
        get {
            switch status {
            case .pass: pass
            case .fail: fail
            case .new: new
            case .error: error
            }
        }
        set {
            switch status {
            case .pass: pass = newValue
            case .fail: fail = newValue
            case .new: new = newValue
            case .error: error = newValue
            }
        }
    }
}
