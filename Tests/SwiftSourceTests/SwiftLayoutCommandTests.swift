import Foundation
import LayoutCLI
import Synchronization
import Testing

/// `layoutreg layout File.swift [--view TYPE | --preview NAME]`, in process.
@Suite struct SwiftLayoutCommandTests {
    static func layoutreg(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let out = Mutex(""), err = Mutex("")
        let console = Console(out: { text in out.withLock { $0 += text } }, error: { text in err.withLock { $0 += text } })
        let code = CLI.main(arguments, console: console)
        return (code, out.withLock { $0 }, err.withLock { $0 })
    }

    static let file = SwiftScenario.packageRoot + "/Fixtures/swift/LoginPreferenceSync.swift"

    @Test func laysOutAViewAndShowsTheTreeItRead() {
        let run = Self.layoutreg(["layout", Self.file, "--view", "LoginView", "--format", "text", "--lints", "off"])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.contains("read from Swift, each view with its source line:\n  VStack  LoginPreferenceSync.swift:11\n"))
        #expect(run.out.contains("      Button #login  LoginPreferenceSync.swift:13\n"))
        #expect(run.out.contains("swift/LoginPreferenceSync: iPhone16"))
        #expect(run.out.contains("#forgot"))
    }

    @Test func laysOutAPreviewByName() {
        let run = Self.layoutreg(["layout", Self.file, "--preview", "Login", "--lints", "off"])
        #expect(run.code == 0, "\(run.err)")
        #expect(run.out.contains("\"#login\"") || run.out.contains("login"))
    }

    @Test(arguments: [
        (["--view", "LogInView"], "no view LogInView in this file (did you mean LoginView?)"),
        (["--preview", "Logn"], "no preview \"Logn\" in this file (did you mean \"Login\"?)"),
        (["--view", "LoginView", "--preview", "Login"], "give --view or --preview, not both"),
    ])
    func badSelectionsExitTwo(_ options: [String], _ message: String) {
        let run = Self.layoutreg(["layout", Self.file] + options)
        #expect(run.code == 2)
        #expect(run.err.contains(message), "\(run.err)")
        #expect(run.out.isEmpty)
    }

    @Test func viewOptionsNeedASwiftFile() {
        let run = Self.layoutreg(["layout", SwiftScenario.packageRoot + "/Fixtures/seeds/row-hstack.json", "--view", "Row"])
        #expect(run.code == 2)
        #expect(run.err.contains("--view and --preview are for a .swift FILE"))
    }
}
