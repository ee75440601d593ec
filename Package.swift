// swift-tools-version: 6.0
import PackageDescription

// Modules depend one way: the engine knows nothing of text shaping, fixtures,
// SQLite or the CLI; the store knows nothing of the engine. The runner maps between them.
let package = Package(
    name: "layoutreg",
    products: [
        .executable(name: "layoutreg", targets: ["layoutreg"]),
    ],
    targets: [
        // C libraries from Debian packages, installed by scripts/setup.sh.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev", "libfreetype-dev"])]),
        .systemLibrary(name: "CUnibreak", pkgConfig: "libunibreak", providers: [.apt(["libunibreak-dev"])]),

        // SHA-256 for the hashes recorded with baselines and runs.
        .target(name: "Digest"),
        // A JSON parser that keeps line and column for every value: strict fixture errors.
        .target(name: "StrictJSON"),
        // SwiftUI's layout semantics in pure Swift: no Foundation, no C.
        .target(name: "LayoutEngine"),
        // Real text measurement: HarfBuzz shaping, FreeType metrics, UAX #14 line breaking.
        .target(name: "LayoutText", dependencies: ["LayoutEngine", "CHarfBuzz", "CUnibreak", "Digest"]),
        // Scenario files, matrices, device presets, string catalogs, pseudo-localisation.
        .target(name: "LayoutFixtures", dependencies: ["LayoutEngine", "StrictJSON", "Digest"]),
        // The SQLite store: migrations, baselines, runs, results. The only user of CSQLite.
        .target(name: "LayoutStore", dependencies: ["CSQLite", "Digest"]),
        // Cases -> engine -> comparison with baselines, in parallel.
        .target(name: "LayoutRunner", dependencies: ["LayoutEngine", "LayoutText", "LayoutFixtures", "LayoutStore", "Digest", "StrictJSON"]),
        // Frames as JSON and text, readable diffs, run summaries and CI outputs.
        .target(name: "LayoutReport", dependencies: ["LayoutEngine", "LayoutFixtures", "LayoutRunner", "StrictJSON"]),
        // Subcommands as values, testable in process.
        .target(name: "LayoutCLI", dependencies: ["LayoutEngine", "LayoutText", "LayoutFixtures", "LayoutStore", "LayoutRunner", "LayoutReport"]),
        .executableTarget(name: "layoutreg", dependencies: ["LayoutCLI"]),
        // Release-mode benchmarks, run through scripts/bench-*.sh.
        .executableTarget(name: "layoutreg-bench", dependencies: ["LayoutEngine", "LayoutText", "LayoutFixtures", "LayoutRunner", "LayoutStore"]),
        // A seeded mutation fuzzer of the readers, run through scripts/fuzz.sh.
        .executableTarget(name: "layoutreg-fuzz", dependencies: ["LayoutEngine", "LayoutFixtures", "LayoutRunner", "StrictJSON"]),

        .testTarget(name: "DigestTests", dependencies: ["Digest"]),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        .testTarget(name: "LayoutTextTests", dependencies: ["LayoutText", "LayoutEngine", "Digest"]),
        .testTarget(name: "LayoutFixturesTests", dependencies: ["LayoutFixtures", "LayoutEngine"]),
        .testTarget(name: "LayoutStoreTests", dependencies: ["LayoutStore", "Digest"]),
        .testTarget(name: "LayoutRunnerTests", dependencies: ["LayoutRunner", "LayoutStore", "LayoutFixtures", "LayoutEngine"]),
        .testTarget(name: "LayoutReportTests", dependencies: ["LayoutReport", "LayoutRunner", "LayoutEngine"]),
        .testTarget(name: "LayoutCLITests", dependencies: ["LayoutCLI", "StrictJSON", "LayoutStore"], resources: [.copy("Oracle")]),
    ]
)
