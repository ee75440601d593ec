extension PreparedText {
    /// The same text in storage of its own: what a thread keeps in its lane when the value came
    /// from the measurer's shared cache.
    ///
    /// Every line laid out from a prepared text retains its arrays. Two threads retaining the
    /// same array make its reference count's cache line move between their cores on every
    /// retain and release, which cost `--jobs 2` more CPU per case than the copy does once.
    func unshared() -> PreparedText {
        PreparedText(paragraphs: paragraphs.map { $0.unshared() }, missingScalars: missingScalars.unshared(),
                     missingScripts: missingScripts.unshared(), ellipsisWidth: ellipsisWidth,
                     ellipsisFace: ellipsisFace, metrics: metrics.unshared(), primaryFace: primaryFace)
    }
}

extension PreparedParagraph {
    /// The same paragraph in arrays of its own (see ``PreparedText/unshared()``).
    func unshared() -> PreparedParagraph {
        PreparedParagraph(widthBefore: widthBefore.unshared(), breakAllowedAfter: breakAllowedAfter.unshared(),
                          cuttableBefore: cuttableBefore.unshared(), hangs: hangs.unshared(), faces: faces.unshared())
    }

    private init(widthBefore: [Double], breakAllowedAfter: [Bool], cuttableBefore: [Bool], hangs: [Bool], faces: [Int]) {
        self.widthBefore = widthBefore
        self.breakAllowedAfter = breakAllowedAfter
        self.cuttableBefore = cuttableBefore
        self.hangs = hangs
        self.faces = faces
    }
}

extension Array {
    /// The same elements in a buffer of their own (an empty array stays the shared empty one,
    /// which is never counted).
    func unshared() -> [Element] {
        isEmpty ? [] : withUnsafeBufferPointer { Array($0) }
    }
}
