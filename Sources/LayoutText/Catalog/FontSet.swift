import LayoutEngine

/// A catalog's faces loaded into HarfBuzz, with one fallback chain per `Font.Weight` and
/// point-size band.
///
/// Sendable: immutable after `init`, and every face is safe to share (see ``HarfBuzzFace``).
final class FontSet: Sendable {
    /// Every face, in manifest order; a face's index here is its identity in caches.
    let faces: [HarfBuzzFace]
    /// The sizes at which some face starts or stops being used, ascending: they cut the point
    /// sizes into bands, band `i` lying below `bandStarts[i]` (the last band above them all).
    private let bandStarts: [Double]
    /// For each band and weight (`band * weights + Font.Weight.allCases` index), the face ids
    /// tried in order: one face per family, families in fallback order.
    private let chains: [[Int]]
    /// The emoji face, tried first for characters shown as emoji (see `TextItemizer`).
    let emojiFace: Int?
    /// By `HanRegion.rawValue`: the faces whose manifest language is the region's, first first,
    /// tried before the fallback order for ideographs, kana and Hangul (see ``HanRegion``).
    private let regionalFaces: [[Int]]
    /// For a face with an optical size, the faces of its family and weight at the smallest and
    /// the largest optical sizes, when they differ (see ``FontFaceDescriptor/opticalSize``).
    private let opticalPairs: [Int: (low: Int, high: Int)]

    init(catalog: FontCatalog) throws {
        faces = try catalog.faces.map { try HarfBuzzFace(descriptor: $0, path: catalog.path(of: $0)) }
        var families: [Int: [Int]] = [:]
        for (id, face) in catalog.faces.enumerated() {
            families[face.fallback, default: []].append(id)
        }
        let ordered = families.keys.sorted().compactMap { families[$0] }
        let starts = Set(catalog.faces.flatMap { [$0.fromPointSize, $0.belowPointSize].compactMap { $0 } }).sorted()
        bandStarts = starts
        // A size inside each band: below the first start, between two, above the last.
        let representatives = starts.isEmpty ? [0.0]
            : [starts[0] - 1] + zip(starts, starts.dropFirst()).map { ($0 + $1) / 2 } + [starts[starts.count - 1] + 1]
        chains = representatives.flatMap { size in
            Font.Weight.allCases.map { weight in
                let desired = WeightMatching.cssWeight(weight)
                return ordered.compactMap { family in
                    let ids = family.filter { catalog.faces[$0].covers(pointSize: size) }
                    return WeightMatching.bestMatch(for: desired, in: ids.map { catalog.faces[$0].weight }).map { ids[$0] }
                }
            }
        }
        emojiFace = catalog.faces.firstIndex { $0.isEmoji }
        var pairs: [Int: (low: Int, high: Int)] = [:]
        for (id, face) in catalog.faces.enumerated() where face.opticalSize != nil {
            let sizes = catalog.faces.indices.filter {
                catalog.faces[$0].family == face.family && catalog.faces[$0].weight == face.weight
                    && catalog.faces[$0].opticalSize != nil
            }
            let size = { (i: Int) in catalog.faces[i].opticalSize ?? 0 }
            if let low = sizes.min(by: { size($0) < size($1) }), let high = sizes.max(by: { size($0) < size($1) }),
               size(low) < size(high) {
                pairs[id] = (low, high)
            }
        }
        opticalPairs = pairs
        regionalFaces = HanRegion.allCases.map { region in
            region.faceLanguages.flatMap { language in
                catalog.faces.indices.filter { catalog.faces[$0].language == language }
            }
        }
    }

    /// The two faces whose advances `face`'s runs take at `pointSize`, and how far it lies from
    /// the first's optical size towards the second's (0 to 1), when strictly between them;
    /// `nil` otherwise.
    func opticalBlend(of face: Int, at pointSize: Double) -> (low: Int, high: Int, fraction: Double)? {
        guard let pair = opticalPairs[face], let low = faces[pair.low].descriptor.opticalSize,
              let high = faces[pair.high].descriptor.opticalSize, pointSize > low, pointSize < high else { return nil }
        return (pair.low, pair.high, (pointSize - low) / (high - low))
    }

    /// The faces of `chain` that draw `region`'s ideographs, in the region's order.
    func regionalFaces(_ region: HanRegion, in chain: [Int]) -> [Int] {
        regionalFaces[Int(region.rawValue)].filter { chain.contains($0) }
    }

    /// The face ids to try for `weight` at `pointSize`, first family first.
    func chain(for weight: Font.Weight, pointSize: Double) -> [Int] {
        var band = 0
        while band < bandStarts.count, pointSize >= bandStarts[band] { band += 1 }
        let index = Font.Weight.allCases.firstIndex(of: weight) ?? 0
        return chains[band * Font.Weight.allCases.count + index]
    }
}
