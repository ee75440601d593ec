/// SwiftUI's `UserInterfaceSizeClass`: how much room a device gives along one axis, as
/// `horizontalSizeClass` and `verticalSizeClass` report it.
///
/// Per device and orientation as Apple's HIG table of device size classes gives them: iPhones
/// are compact wide in portrait and compact tall in landscape, where the large ones (414
/// points wide and more in portrait) become regular wide; iPads are regular both ways.
public enum UserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case compact, regular
}
