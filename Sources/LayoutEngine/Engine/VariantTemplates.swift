import Synchronization

/// The case facts, besides the Dynamic Type size, that `If` conditions read (direction,
/// locale, idiom, size classes): a prepared view
/// whose conditions read any of them keeps a set of trees per combination laid out.
struct Variant: Hashable, Sendable {
    var layoutDirection: LayoutDirection
    var locale: String
    var idiom: UserInterfaceIdiom
    var horizontalSizeClass: UserInterfaceSizeClass?
    var verticalSizeClass: UserInterfaceSizeClass?

    /// What a tree is first built for; its conditions' reads decide whether others are needed.
    static let `default` = Variant(layoutDirection: .leftToRight, locale: "", idiom: .phone)

    init(layoutDirection: LayoutDirection, locale: String, idiom: UserInterfaceIdiom,
         horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil) {
        self.layoutDirection = layoutDirection
        self.locale = locale
        self.idiom = idiom
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    init(_ environment: EnvironmentValues) {
        self.init(layoutDirection: environment.layoutDirection, locale: environment.locale, idiom: environment.idiom,
                  horizontalSizeClass: environment.horizontalSizeClass, verticalSizeClass: environment.verticalSizeClass)
    }
}

/// The trees of a prepared view for each variant it is laid out in, built on first use: a
/// prepared view does not know its scenario's matrix, and a matrix has few locales and
/// idioms. One lock over the table: building holds it, so a variant is built once.
final class VariantTemplates: Sendable {
    typealias Built = (templates: [PreparedView.Template], templateOfSize: [Int])

    private let view: ViewNode
    private let lintFacts: Bool
    private let built: Mutex<[Variant: Built]>

    init(view: ViewNode, lintFacts: Bool, default first: Built) {
        self.view = view
        self.lintFacts = lintFacts
        built = Mutex([.default: first])
    }

    func template(for variant: Variant, size: DynamicTypeSize) throws(LayoutError) -> PreparedView.Template {
        let result: Result<PreparedView.Template, LayoutError> = built.withLock { table in
            if let trees = table[variant] { return .success(trees.templates[trees.templateOfSize[size.index]]) }
            do throws(LayoutError) {
                let trees = try PreparedView.build(view, variant: variant, lintFacts: lintFacts)
                table[variant] = trees
                return .success(trees.templates[trees.templateOfSize[size.index]])
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
