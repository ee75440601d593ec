// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// The Swift toolchain's own SwiftSyntax and SwiftParser (its `lib/swift/host` folder), which
/// the `SwiftSource` front end reads app source with: found next to the real `swiftc` on the
/// `PATH` (Linux, a swift.org toolchain), in Xcode's default toolchain (macOS), or at
/// `LAYOUTREG_SWIFT_HOST`; `LAYOUTREG_SWIFT_HOST=off` builds without it. When it is not
/// found, every other target builds and a Swift view exits 2 saying how to enable it
/// (docs/swift-source.md).
let swiftHost: String? = {
    let environment = ProcessInfo.processInfo.environment
    let files = FileManager.default
    func hasSyntax(_ host: String) -> Bool {
        files.fileExists(atPath: host + "/SwiftParser.swiftmodule")
            && (files.fileExists(atPath: host + "/libSwiftParser.so") || files.fileExists(atPath: host + "/libSwiftParser.dylib"))
    }
    if let given = environment["LAYOUTREG_SWIFT_HOST"] {
        return given == "off" || !hasSyntax(given) ? nil : given
    }
    var toolchains: [String] = []
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        guard files.fileExists(atPath: swiftc.path) else { continue }
        // bin/swiftc -> bin/swift-driver: the toolchain is the folder above the real binary's.
        toolchains.append(swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().path)
    }
    let developer = environment["DEVELOPER_DIR"] ?? "/Applications/Xcode.app/Contents/Developer"
    toolchains.append(developer + "/Toolchains/XcodeDefault.xctoolchain/usr")
    return toolchains.map { $0 + "/lib/swift/host" }.first(where: hasSyntax)
}()

// Modules depend one way: the engine knows nothing of text shaping, fixtures,
// SQLite or the CLI; the store knows nothing of the engine. The runner maps between them.
let package = Package(
    name: "layoutreg",
    products: [
        .executable(name: "layoutreg", targets: ["layoutreg"]),
    ],
    targets: [
        // C libraries from Debian packages, installed by scripts/setup.sh.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(name: "CICU", pkgConfig: "icu-uc", providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),
        // ICU behind plain C functions: Swift cannot import ICU's headers beside Foundation's ICU.
        // Plural rules and number symbols live in icui18n, which icu-uc's pkg-config does not link.
        .target(name: "ICUBridge", dependencies: ["CICU"], linkerSettings: [.linkedLibrary("icui18n")]),

        // What identifies content: SHA-256 (libcrypto's) for the hashes recorded with baselines
        // and runs, and UTF-8 byte equality and fingerprints for the caches' keys.
        .target(name: "ContentDigest", dependencies: ["CCrypto"]),
        // A JSON parser that keeps line and column for every value: strict fixture errors. With
        // the text every reader and printer shares: "did you mean" suggestions, numbers, columns.
        .target(name: "StrictJSON"),
        // SwiftUI's layout semantics in pure Swift: no Foundation, no C.
        .target(name: "LayoutEngine"),
        // Real text measurement: HarfBuzz shaping and font metrics, ICU line breaking.
        .target(name: "LayoutText", dependencies: ["LayoutEngine", "CHarfBuzz", "ICUBridge", "ContentDigest"]),
        // Layout lints: truncated, clipped, overflowing, overlapping views, small tap targets,
        // fixed fonts, found from a laid-out tree.
        .target(name: "LayoutLints", dependencies: ["LayoutEngine", "StrictJSON"]),
        // Scenario files, matrices, device presets, string catalogs, pseudo-localisation.
        .target(name: "LayoutFixtures", dependencies: ["LayoutEngine", "LayoutLints", "StrictJSON", "ContentDigest", "ICUBridge"]),
        // The SQLite store: migrations, baselines, runs, results. The only user of CSQLite;
        // StrictJSON checks the frames it is given, in debug builds.
        .target(name: "LayoutStore", dependencies: ["CSQLite", "ContentDigest", "StrictJSON"]),
        // Cases -> engine -> comparison with baselines, in parallel.
        .target(name: "LayoutRunner", dependencies: ["LayoutEngine", "LayoutLints", "LayoutFixtures", "LayoutStore", "ContentDigest", "StrictJSON"]),
        // Frames as JSON and text, readable diffs, run summaries and CI outputs.
        .target(name: "LayoutReport", dependencies: ["LayoutEngine", "LayoutLints", "LayoutFixtures", "LayoutRunner", "StrictJSON"]),
        // Subcommands as values, testable in process.
        .target(name: "LayoutCLI", dependencies: ["LayoutEngine", "LayoutLints", "LayoutText", "LayoutFixtures", "LayoutStore", "LayoutRunner", "LayoutReport", "StrictJSON", "ContentDigest"]),
        .executableTarget(name: "layoutreg", dependencies: ["LayoutCLI"]),
        // Release-mode benchmarks, run through scripts/bench-*.sh.
        .executableTarget(name: "layoutreg-bench", dependencies: ["LayoutEngine", "LayoutText", "LayoutStore", "LayoutFixtures", "StrictJSON"]),
        // A seeded mutation fuzzer of the readers, run through scripts/fuzz.sh.
        .executableTarget(name: "layoutreg-fuzz", dependencies: ["LayoutEngine", "LayoutFixtures", "LayoutRunner", "StrictJSON"]),

        // What every test target shares: temporary folders.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ContentDigestTests", dependencies: ["ContentDigest"]),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        .testTarget(name: "LayoutLintsTests", dependencies: ["LayoutLints", "LayoutEngine", "LayoutText"]),
        .testTarget(name: "LayoutTextTests", dependencies: ["TestSupport", "LayoutText", "LayoutEngine", "ContentDigest", "ICUBridge"]),
        .testTarget(name: "LayoutFixturesTests", dependencies: ["TestSupport", "LayoutFixtures", "LayoutEngine", "StrictJSON"],
                    resources: [.copy("Resources")]),
        .testTarget(name: "LayoutStoreTests", dependencies: ["TestSupport", "LayoutStore", "ContentDigest"]),
        .testTarget(name: "LayoutRunnerTests", dependencies: ["TestSupport", "LayoutRunner", "LayoutStore", "LayoutFixtures", "LayoutEngine"]),
        .testTarget(name: "LayoutReportTests", dependencies: ["TestSupport", "LayoutReport", "LayoutRunner", "LayoutEngine", "LayoutLints"]),
        .testTarget(name: "LayoutCLITests", dependencies: ["TestSupport", "LayoutCLI", "StrictJSON", "LayoutStore"], resources: [.copy("Oracle")]),
    ]
)

// SwiftUI source as scenarios: the toolchain's SwiftParser reads a view's Swift into the fixture
// model, and the CLI installs it as the loader's Swift front end (`LAYOUTREG_SWIFT_SOURCE`).
if let swiftHost {
    package.targets.append(contentsOf: [
        .target(name: "SwiftSource", dependencies: ["LayoutFixtures", "StrictJSON"],
                swiftSettings: [.unsafeFlags(["-I", swiftHost])],
                linkerSettings: [.unsafeFlags(["-L", swiftHost, "-Xlinker", "-rpath", "-Xlinker", swiftHost]),
                                 .linkedLibrary("SwiftParser"), .linkedLibrary("SwiftOperators"), .linkedLibrary("SwiftSyntax")]),
        .testTarget(name: "SwiftSourceTests", dependencies: ["TestSupport", "SwiftSource", "LayoutFixtures", "LayoutEngine", "LayoutText", "LayoutCLI", "StrictJSON"],
                    swiftSettings: [.unsafeFlags(["-I", swiftHost])]),
    ])
    for target in package.targets where target.name == "LayoutCLI" || target.name == "layoutreg-bench" {
        target.dependencies.append("SwiftSource")
        target.swiftSettings = (target.swiftSettings ?? []) + [.define("LAYOUTREG_SWIFT_SOURCE")]
    }
    // Importing SwiftSource loads the modules it imports: every target that sees it finds them too.
    for target in package.targets where ["LayoutCLI", "layoutreg", "LayoutCLITests", "layoutreg-bench"].contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-I", swiftHost])]
    }
}
