internal import CHarfBuzz
import LayoutEngine

extension HarfBuzzTextMeasurer {
    /// Segments, itemizes and shapes a string, and scales the advances to the point size.
    func prepare(_ key: PreparedTextKey) -> PreparedText {
        if !key.runs.isEmpty { return prepareRuns(key) }
        let pointSize = key.font.pointSize.isFinite ? max(0, key.font.pointSize) : 0
        let chain = fonts.chain(for: key.font.weight, pointSize: pointSize)
        let primary = chain.first ?? 0
        let tracking = SFProTracking.points(at: pointSize)
        let segmentation = TextSegmentation(key.string)
        let regional = fonts.regionalFaces(key.region, in: chain)

        var paragraphs: [PreparedParagraph] = []
        var missing: [Unicode.Scalar] = []
        var missingSeen: Set<UInt32> = []
        for range in segmentation.paragraphs {
            let scalars = segmentation.scalars[range]
            let items = TextItemizer.itemize(scalars, chain: chain, regional: regional, fonts: fonts,
                                             neutralRightToLeft: key.layoutDirection == .rightToLeft)
            var advances = [Double](repeating: 0, count: range.count)
            var cuttable = [Bool](repeating: false, count: range.count)
            var faces = [Int](repeating: primary, count: range.count)
            for run in items.runs {
                let (shaped, points) = scaledRun(
                    Array(scalars[(range.lowerBound + run.range.lowerBound)..<(range.lowerBound + run.range.upperBound)]),
                    face: run.face, script: run.script, rightToLeft: run.rightToLeft, region: key.region, pointSize: pointSize,
                    tabularFigures: key.font.monospacedDigits)
                let face = fonts.faces[run.face]
                let perGlyph = key.font.spacing(systemTracking: face.descriptor.sfTracking ? tracking : 0)
                for offset in run.range {
                    let local = offset - run.range.lowerBound
                    advances[offset] = points[local] + Double(shaped.trackedGlyphs[local]) * perGlyph
                    cuttable[offset] = (local == 0 || shaped.clusterStarts[local])
                        && segmentation.graphemeStarts[range.lowerBound + offset]
                    faces[offset] = run.face
                }
            }
            for offset in items.missing {
                let value = scalars[range.lowerBound + offset]
                if missingSeen.insert(value).inserted, let scalar = Unicode.Scalar(value) {
                    missing.append(scalar)
                }
            }
            paragraphs.append(PreparedParagraph(
                advances: advances,
                breakAllowedAfter: Array(segmentation.breakAllowedAfter[range]),
                cuttableBefore: cuttable,
                hangs: items.kinds.map { $0 == .space || $0 == .ignorable },
                faces: faces))
        }

        let ellipsis: UInt32 = 0x2026
        let ellipsisFace = chain.first { fonts.faces[$0].hasGlyph(for: ellipsis) } ?? primary
        let (ellipsisRun, ellipsisPoints) = scaledRun([ellipsis], face: ellipsisFace, script: Self.commonScript,
                                                      rightToLeft: false, region: .none, pointSize: pointSize)
        let ellipsisTracking = key.font.spacing(systemTracking: fonts.faces[ellipsisFace].descriptor.sfTracking ? tracking : 0)
        let ellipsisWidth = ellipsisPoints.reduce(0, +) + Double(ellipsisRun.trackedGlyphs.reduce(0, +)) * ellipsisTracking

        let metrics = fonts.faces.map { face in
            let scale = pointSize / Double(face.unitsPerEm)
            return LineMetrics(ascender: Double(face.ascender) * scale, descender: Double(face.descender) * scale,
                               lineGap: Double(face.lineGap) * scale)
        }
        let unicode = hb_unicode_funcs_get_default()
        let scripts = missing.map { Self.tagString(hb_unicode_script(unicode, $0.value).rawValue) }
        return PreparedText(paragraphs: paragraphs, missingScalars: missing, missingScripts: scripts, ellipsisWidth: ellipsisWidth,
                            ellipsisFace: ellipsisFace, metrics: metrics, primaryFace: primary)
    }

    /// A run's shaping in `face` and each scalar's advance in points at `pointSize`, tracking
    /// left out. Between the optical sizes of `face`'s family (``FontSet/opticalBlend(of:at:)``)
    /// each advance is the linear interpolation of the two designs' advances, as in a variable
    /// font whose optical size axis follows the point size; a run the two designs shape into
    /// different clusters (a ligature in one only) keeps `face`'s own advances.
    func scaledRun(_ scalars: [UInt32], face: Int, script: UInt32, rightToLeft: Bool, region: HanRegion,
                   pointSize: Double, tabularFigures: Bool = false) -> (shaped: ShapedRun, points: [Double]) {
        let shaped = shapedRun(scalars, face: face, script: script, rightToLeft: rightToLeft, region: region,
                               tabularFigures: tabularFigures)
        if let blend = fonts.opticalBlend(of: face, at: pointSize) {
            let low = blend.low == face ? shaped
                : shapedRun(scalars, face: blend.low, script: script, rightToLeft: rightToLeft, region: region,
                            tabularFigures: tabularFigures)
            let high = blend.high == face ? shaped
                : shapedRun(scalars, face: blend.high, script: script, rightToLeft: rightToLeft, region: region,
                            tabularFigures: tabularFigures)
            if low.clusterStarts == high.clusterStarts, low.trackedGlyphs == high.trackedGlyphs {
                let lowScale = pointSize / Double(fonts.faces[blend.low].unitsPerEm) * (1 - blend.fraction)
                let highScale = pointSize / Double(fonts.faces[blend.high].unitsPerEm) * blend.fraction
                var points = [Double](repeating: 0, count: scalars.count)
                for i in points.indices {
                    points[i] = Double(low.advances[i]) * lowScale + Double(high.advances[i]) * highScale
                }
                return (shaped, points)
            }
        }
        let scale = pointSize / Double(fonts.faces[face].unitsPerEm)
        return (shaped, shaped.advances.map { Double($0) * scale })
    }

    /// A run shaped in font units, from the cache when it is there: in a language-tagged (CJK)
    /// face, in `region`'s language when it has one; with `tabularFigures`, the face's `tnum`
    /// digits (`monospacedDigit()`).
    func shapedRun(_ scalars: [UInt32], face: Int, script: UInt32, rightToLeft: Bool, region: HanRegion = .none,
                   tabularFigures: Bool = false) -> ShapedRun {
        let region = fonts.faces[face].descriptor.language == nil ? .none : region
        // Only runs with a digit differ with `tnum`: the others share the plain entry.
        let tabular = tabularFigures && scalars.contains { (0x30...0x39).contains($0) }
        let key = ShapedRunKey(scalars: scalars, face: face, script: script, rightToLeft: rightToLeft,
                               tabularFigures: tabular, region: region)
        return shapedRuns.value(for: key) {
            fonts.faces[face].shape(scalars, script: script, rightToLeft: rightToLeft, language: region.language,
                                    tabularFigures: tabular)
        }
    }

    /// HarfBuzz's tag for the Common script, "Zyyy".
    static let commonScript: UInt32 = 0x5A79_7979
}
