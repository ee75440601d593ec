import LayoutEngine

extension HarfBuzzTextMeasurer {
    /// A concatenation (``TextRequest/runs``) measured as one paragraph, as Core Text sets an
    /// attributed string: each run prepared as a string of its own in its own font (and cached
    /// as one), its scalars' advances, faces and cut points joined in order, and the break
    /// opportunities found anew over the joined string, so that a line may hold parts of two
    /// runs and a break may fall inside one.
    ///
    /// Each run's faces are numbered apart (`run × faces + face`), with their metrics at the
    /// run's size, so that ``PreparedText/lineMetrics(paragraph:range:extraFace:)`` makes a
    /// line as tall as the tallest run on it. "…" is in the first run's font.
    func prepareRuns(_ key: PreparedTextKey) -> PreparedText {
        let segmentation = TextSegmentation(key.string)
        let scalars = segmentation.scalars
        var advances = [Double](repeating: 0, count: scalars.count)
        var cuttable = [Bool](repeating: false, count: scalars.count)
        var hangs = [Bool](repeating: false, count: scalars.count)
        var faces = [Int](repeating: 0, count: scalars.count)
        var metrics: [LineMetrics] = []
        var missing: [Unicode.Scalar] = []
        var missingScripts: [String] = []
        var first: PreparedText?
        var start = 0
        for run in key.runs {
            let runKey = PreparedTextKey(string: run.string, font: run.font, layoutDirection: key.layoutDirection,
                                         region: key.region)
            let prepared = preparedText(runKey)
            if first == nil { first = prepared }
            let faceBase = metrics.count
            metrics += prepared.metrics
            for (scalar, script) in zip(prepared.missingScalars, prepared.missingScripts) where !missing.contains(scalar) {
                missing.append(scalar)
                missingScripts.append(script)
            }
            // The run's scalars, paragraph by paragraph as `prepare` cut them.
            let end = start + run.string.unicodeScalars.count
            var paragraph = 0
            var local = 0
            var offset = start
            while offset < end {
                let value = scalars[offset]
                if TextSegmentation.isParagraphSeparator(value) {
                    if value == 0x0D, offset + 1 < end, scalars[offset + 1] == 0x0A { offset += 1 }
                    offset += 1
                    paragraph += 1
                    local = 0
                    continue
                }
                let own = prepared.paragraphs[paragraph]
                advances[offset] = own.widthBefore[local + 1] - own.widthBefore[local]
                // A run that starts with a combining mark continues the cluster before it.
                cuttable[offset] = own.cuttableBefore[local] && segmentation.graphemeStarts[offset]
                hangs[offset] = own.hangs[local]
                faces[offset] = faceBase + own.faces[local]
                local += 1
                offset += 1
            }
            start = end
        }
        guard let first else { preconditionFailure("a concatenation has runs") }
        let paragraphs = segmentation.paragraphs.map { range in
            PreparedParagraph(advances: Array(advances[range]),
                              breakAllowedAfter: Array(segmentation.breakAllowedAfter[range]),
                              cuttableBefore: Array(cuttable[range]), hangs: Array(hangs[range]),
                              faces: Array(faces[range]))
        }
        return PreparedText(paragraphs: paragraphs, missingScalars: missing, missingScripts: missingScripts,
                            ellipsisWidth: first.ellipsisWidth, ellipsisFace: first.ellipsisFace, metrics: metrics,
                            primaryFace: first.primaryFace)
    }
}
