import LayoutEngine

/// A catalog's faces loaded into HarfBuzz, with one fallback chain per `Font.Weight`.
///
/// Sendable: immutable after `init`, and every face is safe to share (see ``HarfBuzzFace``).
final class FontSet: Sendable {
    /// Every face, in manifest order; a face's index here is its identity in caches.
    let faces: [HarfBuzzFace]
    /// For each weight (by `Font.Weight.allCases` index), the face ids tried in order: one
    /// face per family, families in fallback order.
    private let chains: [[Int]]

    init(catalog: FontCatalog) throws {
        faces = try catalog.faces.map { try HarfBuzzFace(descriptor: $0, path: catalog.path(of: $0)) }
        var families: [Int: [Int]] = [:]
        for (id, face) in catalog.faces.enumerated() {
            families[face.fallback, default: []].append(id)
        }
        let ordered = families.keys.sorted().compactMap { families[$0] }
        chains = Font.Weight.allCases.map { weight in
            let desired = WeightMatching.cssWeight(weight)
            return ordered.compactMap { ids in
                WeightMatching.bestMatch(for: desired, in: ids.map { catalog.faces[$0].weight }).map { ids[$0] }
            }
        }
    }

    /// The face ids to try for `weight`, first family first.
    func chain(for weight: Font.Weight) -> [Int] {
        let index = Font.Weight.allCases.firstIndex(of: weight) ?? 0
        return chains[index]
    }
}
