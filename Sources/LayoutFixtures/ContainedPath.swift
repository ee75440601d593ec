import Foundation

/// Whether a path stays inside a folder once `..` and symbolic links are resolved: what a
/// fixture names (a strings file) and what the baselines folder holds must not lead
/// elsewhere on the machine.
public enum ContainedPath {
    /// `path` with every symbolic link and `.`/`..` resolved, as far as it exists; the
    /// components that do not exist yet are appended as they are.
    public static func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var existing = absolute
        var missing: [String] = []
        while true {
            if let real = realPath(existing) {
                return ([real == "/" ? "" : real] + missing.reversed()).joined(separator: "/")
            }
            let parent = (existing as NSString).deletingLastPathComponent
            guard parent != existing, !parent.isEmpty else { return absolute }
            missing.append((existing as NSString).lastPathComponent)
            existing = parent
        }
    }

    /// Whether `path`, resolved, is `root` (resolved) or inside it.
    public static func isInside(_ path: String, root: String) -> Bool {
        let base = resolved(root)
        let target = resolved(path)
        return target == base || target.hasPrefix(base == "/" ? "/" : base + "/")
    }

    /// The nearest folder above `file` (resolved) whose name is `name`, if any.
    public static func enclosingFolder(named name: String, of file: String) -> String? {
        var folder = (resolved(file) as NSString).deletingLastPathComponent
        while !folder.isEmpty && folder != "/" {
            if (folder as NSString).lastPathComponent == name { return folder }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
