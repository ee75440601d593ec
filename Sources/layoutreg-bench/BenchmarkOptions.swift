/// The options every benchmark takes: `--rounds N`, where fonts matter `--fonts DIR`, and
/// for the engine `--prepared`, `--trees`, `--depths`, `--rows` and `--distinct`.
struct BenchmarkOptions {
    var rounds = 5
    var fontsDirectory: String?
    /// `--prepared`: time layouts of views prepared once, leaving out building them.
    var prepared = false
    /// `--trees large,small,chains,lists`: the engine's benchmark trees to lay out. By default
    /// all but the lists, so that the guarded instructions per node (scripts/bench.sh) keep
    /// measuring the same stack trees.
    var trees = ["large", "small", "chains"]
    static let engineTrees = ["large", "small", "chains", "lists"]
    /// `--depths 10,20`: the depths of the nested-stack chains.
    var depths = [10, 20, 40, 80]
    /// `--rows 250,500`: the row counts of the lists.
    var rows = [250, 500, 1_000]
    /// `--distinct N`: how many different small trees the 10,000 small-tree layouts of a round
    /// go through (a divisor of 10,000); fewer stay in the processor's caches.
    var distinctSmallTrees = 10_000
    /// Set by `--help`: print the usage line and run nothing.
    var helpRequested = false

    struct UsageError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    init(_ arguments: [String], usage: String, acceptsFonts: Bool = false, acceptsPrepared: Bool = false) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--rounds":
                guard let value = remaining.popFirst().flatMap(Int.init), value > 0 else {
                    throw UsageError(message: "--rounds needs a positive number\n" + usage)
                }
                rounds = value
            case "--fonts" where acceptsFonts:
                guard let value = remaining.popFirst() else {
                    throw UsageError(message: "--fonts needs a directory\n" + usage)
                }
                fontsDirectory = value
            case "--prepared" where acceptsPrepared:
                prepared = true
            case "--trees" where acceptsPrepared:
                let names = remaining.popFirst()?.split(separator: ",").map(String.init) ?? []
                guard !names.isEmpty, names.allSatisfy(Self.engineTrees.contains) else {
                    throw UsageError(message: "--trees needs a list of " + Self.engineTrees.joined(separator: ", ") + "\n" + usage)
                }
                trees = names
            case "--depths" where acceptsPrepared:
                let values = remaining.popFirst()?.split(separator: ",").compactMap { Int($0) } ?? []
                guard !values.isEmpty, values.allSatisfy({ $0 > 0 }) else {
                    throw UsageError(message: "--depths needs a list of positive numbers\n" + usage)
                }
                depths = values
            case "--rows" where acceptsPrepared:
                let values = remaining.popFirst()?.split(separator: ",").compactMap { Int($0) } ?? []
                guard !values.isEmpty, values.allSatisfy({ $0 > 0 }) else {
                    throw UsageError(message: "--rows needs a list of positive numbers\n" + usage)
                }
                rows = values
            case "--distinct" where acceptsPrepared:
                guard let value = remaining.popFirst().flatMap(Int.init), value > 0, 10_000 % value == 0 else {
                    throw UsageError(message: "--distinct needs a divisor of 10000\n" + usage)
                }
                distinctSmallTrees = value
            case "-h", "--help":
                helpRequested = true
            default:
                throw UsageError(message: "unknown argument \(argument)\n" + usage)
            }
        }
    }
}
