import LayoutEngine

/// Picks a face of a family for a requested weight, the way CSS font matching does.
enum WeightMatching {
    /// SwiftUI's weights on the CSS scale (UIFont's ultraLight…black map to 100…900).
    static func cssWeight(_ weight: Font.Weight) -> Int {
        switch weight {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// The index in `available` of the weight CSS Fonts 4 §5.2 picks for `desired`: the exact
    /// weight; for 400–500, heavier up to 500, then lighter, then heavier; below 400, lighter
    /// then heavier; above 500, heavier then lighter. `nil` only when `available` is empty.
    static func bestMatch(for desired: Int, in available: [Int]) -> Int? {
        guard !available.isEmpty else { return nil }
        if let exact = available.firstIndex(of: desired) { return exact }
        let lighter = available.indices.filter { available[$0] < desired }
            .sorted { available[$0] > available[$1] }
        let heavier = available.indices.filter { available[$0] > desired }
            .sorted { available[$0] < available[$1] }
        if (400...500).contains(desired) {
            let upTo500 = heavier.filter { available[$0] <= 500 }
            return upTo500.first ?? lighter.first ?? heavier.first
        }
        if desired < 400 { return lighter.first ?? heavier.first }
        return heavier.first ?? lighter.first
    }
}
