/// The kind of device a container is: UIKit's `UIUserInterfaceIdiom`, which chooses how
/// containers such as `TabView` present themselves (a bottom tab bar on a phone, a tab bar
/// at the top on an iPad in a regular width).
public enum UserInterfaceIdiom: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case phone, pad, mac
}
