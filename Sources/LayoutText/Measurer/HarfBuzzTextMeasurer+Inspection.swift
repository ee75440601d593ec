import LayoutEngine

extension HarfBuzzTextMeasurer {
    /// The runs `string` is shaped in, in `locale`, paragraph after paragraph, in logical order.
    package func shapedRuns(of string: String, font: ResolvedFont, layoutDirection: LayoutDirection = .leftToRight,
                            locale: String = "") -> [ShapedRunSummary] {
        let segmentation = TextSegmentation(string)
        let region = HanRegion(locale: locale)
        let chain = fonts.chain(for: font.weight, pointSize: font.pointSize)
        let regional = fonts.regionalFaces(region, in: chain)
        let tracking = SFProTracking.points(at: font.pointSize)
        var summaries: [ShapedRunSummary] = []
        for range in segmentation.paragraphs {
            let scalars = segmentation.scalars[range]
            let items = TextItemizer.itemize(scalars, chain: chain, regional: regional, fonts: fonts,
                                             neutralRightToLeft: layoutDirection == .rightToLeft)
            for run in items.runs {
                let values = Array(scalars[(range.lowerBound + run.range.lowerBound)..<(range.lowerBound + run.range.upperBound)])
                let (shaped, points) = scaledRun(values, face: run.face, script: run.script, rightToLeft: run.rightToLeft,
                                                 region: region, pointSize: font.pointSize)
                let face = fonts.faces[run.face]
                let language = face.descriptor.language == nil ? nil : region.language
                let glyphs = shaped.trackedGlyphs.reduce(0) { $0 + Double($1) }
                var text = String.UnicodeScalarView()
                text.append(contentsOf: values.compactMap(Unicode.Scalar.init))
                summaries.append(ShapedRunSummary(
                    text: String(text), family: face.descriptor.family, file: face.descriptor.file,
                    script: Self.tagString(run.script), rightToLeft: run.rightToLeft,
                    width: points.reduce(0, +) + glyphs * font.spacing(systemTracking: face.descriptor.sfTracking ? tracking : 0),
                    containsNotdef: shaped.containsNotdef,
                    glyphs: face.glyphs(values, script: run.script, rightToLeft: run.rightToLeft, language: language)))
            }
        }
        return summaries
    }

    /// A four-letter OpenType tag from its 32-bit value.
    static func tagString(_ tag: UInt32) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> UInt32($0)) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension HarfBuzzTextMeasurer {
    /// The text of each laid-out line of `request`, hanging spaces dropped, "…" appended to a
    /// truncated last line.
    package func lineTexts(_ request: TextRequest) -> [String] {
        let key = PreparedTextKey(string: request.string, font: request.font, layoutDirection: request.layoutDirection,
                                  region: HanRegion(locale: request.locale), runs: request.runs)
        let prepared = preparedText(key)
        let segmentation = TextSegmentation(request.string)
        return Self.laidOutLines(request, prepared: prepared).map { line in
            let paragraph = segmentation.paragraphs[line.paragraph]
            let visibleEnd = prepared.paragraphs[line.paragraph].visibleEnd(line.range)
            var text = String.UnicodeScalarView()
            for offset in line.range.lowerBound..<visibleEnd {
                if let scalar = Unicode.Scalar(segmentation.scalars[paragraph.lowerBound + offset]) {
                    text.append(scalar)
                }
            }
            return String(text) + (line.endsWithEllipsis ? "…" : "")
        }
    }
}
