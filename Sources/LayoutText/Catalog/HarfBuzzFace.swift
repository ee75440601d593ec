internal import CHarfBuzz

/// One font face loaded into HarfBuzz (blob, face and font, freed together), shaped with
/// HarfBuzz's own OpenType functions in font units.
///
/// `@unchecked Sendable`: HarfBuzz objects are safe to use from many threads once nothing
/// mutates them. The font is made immutable right after it is set up, its tables load lazily
/// with atomic operations inside HarfBuzz, and every shaping call gets its own buffer. FreeType
/// (`hb_ft_font`), whose `FT_Face` is not thread-safe, is deliberately not used.
final class HarfBuzzFace: @unchecked Sendable {
    let descriptor: FontFaceDescriptor
    let path: String
    let unitsPerEm: Int
    /// Line metrics in font units, ascender and descender both positive.
    let ascender: Int
    let descender: Int
    let lineGap: Int
    private let blob: OpaquePointer
    private let face: OpaquePointer
    private let font: OpaquePointer
    /// The language given to the shaper: the manifest's, or "und" (never the process locale,
    /// which would make results depend on the machine).
    private let language: hb_language_t?

    init(descriptor: FontFaceDescriptor, path: String) throws {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw FontCatalogError.unreadableFont(path: path, reason: "the file is missing or unreadable")
        }
        guard let face = hb_face_create(blob, UInt32(descriptor.index)), hb_face_get_glyph_count(face) > 0 else {
            hb_blob_destroy(blob)
            throw FontCatalogError.unreadableFont(
                path: path, reason: "not an OpenType font, or no face at index \(descriptor.index)")
        }
        hb_face_make_immutable(face)
        guard let font = hb_font_create(face) else {
            hb_face_destroy(face)
            hb_blob_destroy(blob)
            throw FontCatalogError.unreadableFont(path: path, reason: "HarfBuzz could not create a font")
        }
        let upem = Int32(clamping: hb_face_get_upem(face))
        hb_ot_font_set_funcs(font)
        // Positions come back in font units; the measurer scales them to the point size, so one
        // shaped run serves every Dynamic Type size.
        hb_font_set_scale(font, upem, upem)
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        hb_font_make_immutable(font)

        self.descriptor = descriptor
        self.path = path
        self.blob = blob
        self.face = face
        self.font = font
        self.unitsPerEm = Int(upem)
        self.ascender = descriptor.ascender ?? Int(extents.ascender)
        self.descender = descriptor.descender ?? Int(-extents.descender)
        self.lineGap = descriptor.lineGap ?? Int(extents.line_gap)
        self.language = hb_language_from_string(descriptor.language ?? "und", -1)
    }

    /// OpenType's `tnum` over the whole buffer.
    private static let tnumFeature = hb_feature_t(
        tag: hb_tag_t(0x74) << 24 | hb_tag_t(0x6E) << 16 | hb_tag_t(0x75) << 8 | hb_tag_t(0x6D),
        value: 1, start: 0, end: UInt32.max)

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// Whether the font maps `scalar` to a glyph of its own (not .notdef).
    func hasGlyph(for scalar: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 && glyph != 0
    }

    /// Shapes `scalars` on their own (no surrounding context, so the result depends on nothing
    /// else and can be cached) in the given script and direction, in `language` (BCP 47) if
    /// given, else the manifest's.
    /// `tabularFigures` turns on the font's `tnum` feature (a font without it shapes as before).
    func shape(_ scalars: [UInt32], script: UInt32, rightToLeft: Bool, language: String? = nil,
               tabularFigures: Bool = false) -> ShapedRun {
        var run = ShapedRun(count: scalars.count)
        withShapedBuffer(scalars, script: script, rightToLeft: rightToLeft, language: language,
                         tabularFigures: tabularFigures) { infos, positions in
            for index in infos.indices {
                let cluster = Int(infos[index].cluster)
                guard cluster < scalars.count else { continue }
                let advance = positions[index].x_advance
                run.advances[cluster] += advance
                if advance != 0 { run.trackedGlyphs[cluster] += 1 }
                run.clusterStarts[cluster] = true
                if infos[index].codepoint == 0 { run.containsNotdef = true }
            }
        }
        return run
    }

    /// The glyph ids `scalars` shape to, in visual order: which of a font's forms it drew.
    func glyphs(_ scalars: [UInt32], script: UInt32, rightToLeft: Bool, language: String? = nil) -> [UInt32] {
        var glyphs: [UInt32] = []
        withShapedBuffer(scalars, script: script, rightToLeft: rightToLeft, language: language) { infos, _ in
            glyphs = infos.map(\.codepoint)
        }
        return glyphs
    }

    private func withShapedBuffer(_ scalars: [UInt32], script: UInt32, rightToLeft: Bool, language: String?,
                                  tabularFigures: Bool = false,
                                  _ body: (UnsafeBufferPointer<hb_glyph_info_t>, UnsafeBufferPointer<hb_glyph_position_t>) -> Void) {
        guard !scalars.isEmpty, let buffer = hb_buffer_create() else { return }
        defer { hb_buffer_destroy(buffer) }
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: script))
        hb_buffer_set_language(buffer, language.map { hb_language_from_string($0, -1) } ?? self.language)
        // Marks keep their own cluster values, so breaks and coverage stay per character.
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS)
        if tabularFigures {
            var feature = Self.tnumFeature
            hb_shape(font, buffer, &feature, 1)
        } else {
            hb_shape(font, buffer, nil, 0)
        }

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return }
        body(UnsafeBufferPointer(start: infos, count: Int(count)), UnsafeBufferPointer(start: positions, count: Int(count)))
    }
}
