/// The kind of device a case is laid out for, by UIKit's `UIUserInterfaceIdiom` names: what an
/// `If` on `idiom` asks. The `iPhone…` presets are `phone`, the `iPad…` presets `pad`, and a
/// custom container is `unspecified`.
public enum UserInterfaceIdiom: String, Hashable, Sendable, CaseIterable {
    case phone, pad, unspecified
}
