/// The kind of device a case is laid out for, by UIKit's `UIUserInterfaceIdiom` names: the
/// `iPhone…` presets are `phone`, the `iPad…` presets `pad`, the `Mac…` presets `mac`, and a
/// custom container is `unspecified` unless it names one. It chooses how containers such as
/// `TabView` present themselves (a bottom tab bar on a phone, a tab bar at the top on an iPad
/// in a regular width).
public enum UserInterfaceIdiom: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case phone, pad, mac, unspecified
}
