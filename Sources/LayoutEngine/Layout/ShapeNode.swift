/// `Rectangle` and `Color`: take the whole proposal, 10 × 10 where it is unspecified.
final class ShapeNode: LayoutNode {}
