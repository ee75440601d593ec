#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

extension FontCatalog {
    /// The environment variable that names a font directory, like the CLI's `--fonts DIR`.
    public static let environmentVariable = "LAYOUTREG_FONTS"

    /// Finds the font directory and reads its manifest.
    ///
    /// In order: `directory` (from `--fonts DIR`); the `LAYOUTREG_FONTS` variable of
    /// `environment` (the process's when `nil`); then, walking up from the running executable's real path, a `Fonts/`
    /// (a checkout's `.build/release/layoutreg`) or `share/layoutreg/Fonts/` (an installed
    /// `bin/layoutreg`) folder with a manifest; last, the same walk from this source file
    /// (`swift test`, and binaries run where they were built). An explicit directory or
    /// variable without a manifest is an error: it never falls through to another folder.
    ///
    /// - Throws: ``FontCatalogError/manifestNotFound(searched:)`` naming every place searched.
    public static func locate(directory: String? = nil,
                              environment: [String: String]? = nil) throws -> FontCatalog {
        try locate(directory: directory, environment: environment ?? ProcessInfo.processInfo.environment,
                   executablePath: currentExecutablePath(), sourceFile: #filePath)
    }

    /// ``locate(directory:environment:)`` with the executable and source paths given, for tests.
    package static func locate(directory: String?, environment: [String: String], executablePath: String?,
                       sourceFile: String) throws -> FontCatalog {
        if let directory, !directory.isEmpty {
            return try FontCatalog(directory: directory)
        }
        if let directory = environment[environmentVariable], !directory.isEmpty {
            return try FontCatalog(directory: directory)
        }
        var searched: [String] = []
        var starts: [String] = []
        if let executablePath { starts.append(parent(of: executablePath)) }
        starts.append(parent(of: realPath(sourceFile)))
        if realPath(sourceFile) != sourceFile { starts.append(parent(of: sourceFile)) }
        for start in starts {
            for candidate in candidateDirectories(walkingUpFrom: start) {
                let manifest = join(candidate, manifestFileName)
                guard !searched.contains(manifest) else { continue }
                searched.append(manifest)
                if FileManager.default.fileExists(atPath: manifest) {
                    return try FontCatalog(directory: candidate)
                }
            }
        }
        throw FontCatalogError.manifestNotFound(searched: searched)
    }

    /// `D/Fonts` and `D/share/layoutreg/Fonts` for `start` and each of its ancestors.
    static func candidateDirectories(walkingUpFrom start: String) -> [String] {
        var result: [String] = []
        var directory = start
        while true {
            result.append(join(directory, "Fonts"))
            result.append(join(directory, "share/layoutreg/Fonts"))
            let up = parent(of: directory)
            if up == directory { break }
            directory = up
        }
        return result
    }

    /// The running executable's real path (Linux `/proc/self/exe`), or `nil` elsewhere.
    static func currentExecutablePath() -> String? {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return target
        }
        guard let first = CommandLine.arguments.first, first.hasPrefix("/") else { return nil }
        return realPath(first)
    }

    static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// The directory part of an absolute path; "/" for "/" itself.
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
