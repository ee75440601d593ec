import LayoutEngine

extension HarfBuzzTextMeasurer {
    /// Segments, itemizes and shapes a string, and scales the advances to the point size.
    func prepare(_ key: PreparedTextKey) -> PreparedText {
        let pointSize = key.font.pointSize.isFinite ? max(0, key.font.pointSize) : 0
        let chain = fonts.chain(for: key.font.weight, pointSize: pointSize)
        let primary = chain.first ?? 0
        let tracking = SFProTracking.points(at: pointSize)
        let segmentation = TextSegmentation(key.string)

        var paragraphs: [PreparedParagraph] = []
        var missing: [Unicode.Scalar] = []
        var missingSeen: Set<UInt32> = []
        for range in segmentation.paragraphs {
            let scalars = segmentation.scalars[range]
            let items = TextItemizer.itemize(scalars, chain: chain, fonts: fonts,
                                             neutralRightToLeft: key.layoutDirection == .rightToLeft)
            var advances = [Double](repeating: 0, count: range.count)
            var cuttable = [Bool](repeating: false, count: range.count)
            var faces = [Int](repeating: primary, count: range.count)
            for run in items.runs {
                let shaped = shapedRun(Array(scalars[(range.lowerBound + run.range.lowerBound)..<(range.lowerBound + run.range.upperBound)]),
                                       face: run.face, script: run.script, rightToLeft: run.rightToLeft,
                                       tabularFigures: key.font.monospacedDigits)
                let face = fonts.faces[run.face]
                let scale = pointSize / Double(face.unitsPerEm)
                let perGlyph = key.font.spacing(systemTracking: face.descriptor.sfTracking ? tracking : 0)
                for offset in run.range {
                    let local = offset - run.range.lowerBound
                    advances[offset] = Double(shaped.advances[local]) * scale + Double(shaped.trackedGlyphs[local]) * perGlyph
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
        let ellipsisRun = shapedRun([ellipsis], face: ellipsisFace, script: Self.commonScript, rightToLeft: false)
        let ellipsisTracking = key.font.spacing(systemTracking: fonts.faces[ellipsisFace].descriptor.sfTracking ? tracking : 0)
        let ellipsisWidth = Double(ellipsisRun.advances.reduce(0, +)) * pointSize / Double(fonts.faces[ellipsisFace].unitsPerEm)
            + Double(ellipsisRun.trackedGlyphs.reduce(0, +)) * ellipsisTracking

        let metrics = fonts.faces.map { face in
            let scale = pointSize / Double(face.unitsPerEm)
            return LineMetrics(ascender: Double(face.ascender) * scale, descender: Double(face.descender) * scale,
                               lineGap: Double(face.lineGap) * scale)
        }
        return PreparedText(paragraphs: paragraphs, missingScalars: missing, ellipsisWidth: ellipsisWidth,
                            ellipsisFace: ellipsisFace, metrics: metrics, primaryFace: primary)
    }

    /// A run shaped in font units, from the cache when it is there.
    func shapedRun(_ scalars: [UInt32], face: Int, script: UInt32, rightToLeft: Bool,
                   tabularFigures: Bool = false) -> ShapedRun {
        // Only runs with a digit differ with `tnum`: the others share the plain entry.
        let tabular = tabularFigures && scalars.contains { (0x30...0x39).contains($0) }
        let key = ShapedRunKey(scalars: scalars, face: face, script: script, rightToLeft: rightToLeft,
                               tabularFigures: tabular)
        return shapedRuns.value(for: key) {
            fonts.faces[face].shape(scalars, script: script, rightToLeft: rightToLeft, tabularFigures: tabular)
        }
    }

    /// HarfBuzz's tag for the Common script, "Zyyy".
    static let commonScript: UInt32 = 0x5A79_7979
}
