// Release-mode benchmarks: `layoutreg-bench engine|text|store|swift [options]`.
// Build with `swift build -c release --product layoutreg-bench`; see scripts/bench-*.sh.
import Foundation

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "engine": try EngineBenchmark.run(arguments: Array(arguments.dropFirst()))
    case "text": try TextBenchmark.run(arguments: Array(arguments.dropFirst()))
    case "store": try StoreBenchmark.run(arguments: Array(arguments.dropFirst()))
    #if LAYOUTREG_SWIFT_SOURCE
    case "swift": try SwiftSourceBenchmark.run(arguments: Array(arguments.dropFirst()))
    #endif
    default:
        printError("usage: layoutreg-bench engine|text|store [options]   (the loop: scripts/bench-loop.sh)")
        exit(2)
    }
} catch {
    printError("layoutreg-bench: \(error)")
    exit(1)
}
