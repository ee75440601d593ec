internal import SwiftSyntax

/// A construct the translator does not understand, or a mistake in one it does, at its place
/// in the Swift file: `File.swift:42:17: unsupported: …`.
struct SwiftSourceError: Error {
    var line: Int
    var column: Int
    var message: String

    func formatted(file: String) -> String {
        "\(file):\(line):\(column): \(message)"
    }
}
