import Foundation
import LayoutCLI
import Synchronization

/// Runs `layoutreg` in process and collects what it prints.
struct CLIRun {
    var code: Int32
    var out: String
    var err: String
}

func layoutreg(_ arguments: String..., in directory: String? = nil) -> CLIRun {
    layoutreg(arguments, in: directory)
}

func layoutreg(_ arguments: [String], in directory: String? = nil) -> CLIRun {
    let out = Mutex(""), err = Mutex("")
    let console = Console(out: { text in out.withLock { $0 += text } }, error: { text in err.withLock { $0 += text } })
    let code: Int32
    if let directory {
        code = Workdir.lock.withLock { _ in
            let previous = FileManager.default.currentDirectoryPath
            _ = FileManager.default.changeCurrentDirectoryPath(directory)
            defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
            return CLI.main(arguments, console: console)
        }
    } else {
        code = CLI.main(arguments, console: console)
    }
    return CLIRun(code: code, out: out.withLock { $0 }, err: err.withLock { $0 })
}

/// `/usr/bin/env` with `arguments`, to be started in `/`. A child otherwise starts in the
/// working directory of the test process, which a test in another folder may have changed to
/// a folder it is about to remove: the child then fails to start ("file doesn't exist").
func envProcess(_ arguments: [String]) -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: "/")
    return process
}

/// Tests that change the working directory take turns.
enum Workdir {
    static let lock = Mutex<Void>(())
}
