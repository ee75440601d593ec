import LayoutEngine
import StrictJSON

/// `layoutreg-bench engine`: how long the layout engine takes per node, on one core, for
/// text-free trees of stacks, frames, padding and shapes: one large tree, many small ones, and
/// chains of nested stacks of doubling depth (the cost per node must stay flat as depth doubles),
/// and, with `--trees lists`, inset grouped `List`s of 250, 500 and 1,000 rows (`--rows`), the
/// settings row of a real screen repeated by a `ForEach`: the cost per node must stay flat as
/// the rows double, a list laying out in time linear in its rows (issue 16).
///
/// Each layout is a whole `LayoutEngine.layout` call: building the layout tree, laying it out,
/// and reporting every frame. With `--prepared`, each tree is prepared once before the clock
/// starts (`LayoutEngine.prepare`, as the runner does for a scenario's cases) and the rounds
/// lay out the prepared views: laying out and reporting, without building. `--trees` picks
/// some of the trees, `--depths` the chains' depths. `--distinct N` lays out the first N small
/// trees 10,000 / N times each instead of 10,000 different ones: as many layouts, over data
/// that stays in the processor's caches, which tells the cost of memory from that of work.
/// Two counts are printed: views (`ViewNode.viewCount`) and layout nodes (views plus the
/// modifiers that wrap them in a layout: frames, padding, …); ns/node is per layout node,
/// ns/view per view.
enum EngineBenchmark {
    static let usage = "usage: layoutreg-bench engine [--rounds N] [--prepared] [--trees large,small,chains,lists] [--depths 10,20,40,80] [--rows 250,500,1000] [--distinct 10000]"

    static func run(arguments: [String]) throws {
        let options = try BenchmarkOptions(arguments, usage: usage, acceptsPrepared: true)
        if options.helpRequested { print(usage); return }
        let rounds = options.rounds

        let engine = LayoutEngine(measurer: FixedAdvanceTextMeasurer())
        let container = LayoutContainer(size: Size(width: 390, height: 844), scale: 3)
        var checksum = 0.0
        /// Layout nodes laid out in one round of every tree (an instruction count divides by it).
        var laidOut = 0
        let mode = options.prepared ? "views prepared once, layouts timed" : "whole layouts timed"
        print("engine benchmark: one core, \(rounds) rounds (best round reported), container 390×844 @3x, \(mode)")

        // The trees are made in the same order whichever are laid out, so each is always the same.
        var random = SplitMix64(seed: 0x5EED)
        let large = makeTree(views: 10_000, random: &random)
        if options.trees.contains("large") {
            let largeRun = try measure(name: "large tree", trees: [large], repeats: 10, rounds: rounds, engine: engine,
                                       prepared: options.prepared, container: container, checksum: &checksum, laidOut: &laidOut)
            print(largeRun.line)
        }

        let small = (0..<10_000).map { _ in makeTree(views: 20, random: &random) }
        if options.trees.contains("small") {
            let distinct = options.distinctSmallTrees
            let name = distinct == 10_000 ? "10,000 small trees" : "\(distinct) small trees ×\(10_000 / distinct)"
            let smallRun = try measure(name: name, trees: Array(small.prefix(distinct)), repeats: 10_000 / distinct,
                                       rounds: rounds, engine: engine,
                                       prepared: options.prepared, container: container, checksum: &checksum, laidOut: &laidOut)
            print(smallRun.line)
        }

        var previous: (depth: Int, run: Run)?
        for depth in options.depths where options.trees.contains("chains") {
            let chain = makeChain(depth: depth)
            let run = try measure(name: "chain depth \(depth)", trees: [chain], repeats: max(1, 40_000 / (depth * 6)),
                                  rounds: rounds, engine: engine, prepared: options.prepared, container: container,
                                  checksum: &checksum, laidOut: &laidOut)
            var line = run.line
            if let previous {
                line += "  ratio to depth \(previous.depth): "
                    + DecimalFormat.format(run.nanosecondsPerNode / previous.run.nanosecondsPerNode, fractionDigits: 2)
            }
            print(line)
            previous = (depth, run)
        }
        var previousList: (rows: Int, run: Run)?
        for rows in options.rows where options.trees.contains("lists") {
            let list = makeList(rows: rows)
            let run = try measure(name: "list of \(rows) rows", trees: [list], repeats: max(1, 20_000 / rows),
                                  rounds: rounds, engine: engine, prepared: options.prepared, container: container,
                                  checksum: &checksum, laidOut: &laidOut)
            var line = run.line
            if let previousList {
                line += "  ratio to \(previousList.rows) rows: "
                    + DecimalFormat.format(run.nanosecondsPerNode / previousList.run.nanosecondsPerNode, fractionDigits: 2)
            }
            print(line)
            previousList = (rows, run)
        }
        print("  checksum \(Int(checksum.rounded())), layout nodes per round \(laidOut)")
    }

    // MARK: Measuring

    struct Run {
        var name: String
        var views: Int
        var layoutNodes: Int
        var nanosecondsPerNode: Double
        var nanosecondsPerView: Double

        var line: String {
            TextColumns.pad(name, 20) + " views " + TextColumns.pad(String(views), 7) + " layout nodes " + TextColumns.pad(String(layoutNodes), 7)
                + "  " + TextColumns.pad(DecimalFormat.format(nanosecondsPerNode, fractionDigits: 1), 7) + " ns/node "
                + TextColumns.pad(DecimalFormat.format(nanosecondsPerView, fractionDigits: 1), 7) + " ns/view"
        }
    }

    /// Lays out every tree `repeats` times per round; the best round gives the figures.
    private static func measure(name: String, trees: [ViewNode], repeats: Int, rounds: Int, engine: LayoutEngine,
                                prepared: Bool, container: LayoutContainer, checksum: inout Double,
                                laidOut: inout Int) throws -> Run {
        let viewCount = trees.reduce(0) { $0 + $1.viewCount }
        let nodes = trees.reduce(0) { $0 + layoutNodeCount($1) }
        let environment = EnvironmentValues()
        let views = prepared ? try trees.map(engine.prepare) : []
        func layout(_ i: Int) throws -> LayoutResult {
            prepared ? try engine.layout(views[i], in: container, environment: environment)
                : try engine.layout(trees[i], in: container, environment: environment)
        }
        // One untimed round first: page in the code and the allocator.
        for i in trees.indices { checksum += Double(try layout(i).frames.count) }
        var best = Double.infinity
        for _ in 0..<rounds {
            let start = ContinuousClock.now
            for _ in 0..<repeats {
                for i in trees.indices {
                    checksum += try layout(i).frames.last?.frame.width ?? 0
                }
            }
            best = min(best, nanoseconds(ContinuousClock.now - start))
        }
        laidOut += nodes * repeats
        let layouts = Double(repeats)
        return Run(name: name, views: viewCount, layoutNodes: nodes,
                   nanosecondsPerNode: best / layouts / Double(nodes), nanosecondsPerView: best / layouts / Double(viewCount))
    }

    private static func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) * 1e-9
    }

    /// Views plus the modifiers that wrap a view in a layout of its own.
    static func layoutNodeCount(_ view: ViewNode) -> Int {
        var count = 1
        for child in view.children { count += layoutNodeCount(child) }
        for modifier in view.modifiers {
            switch modifier {
            case let .background(secondary, _), let .overlay(secondary, _), let .safeAreaInset(_, _, _, secondary):
                count += 1 + layoutNodeCount(secondary)
            case .padding, .frame, .flexibleFrame, .alignmentGuide, .preference, .ignoresSafeArea, .safeAreaPadding,
                 .containerRelativeFrame: count += 1
            case .layoutPriority, .weighted, .id, .contentMargins, .scrollPosition, .clipShape, .layoutNeutral,
                 .listRowInsets, .navigationTitle, .navigationBarTitleDisplayMode, .toolbar, .tabItem: break
            case let .kind(kind): count += type(of: kind.base).wrapsInALayout ? 1 : 0
            }
        }
        return count
    }

    // MARK: Trees

    /// A random tree of `views` views: stacks of 2–6 children down to depth 8, leaves
    /// that are shapes (sometimes spacers), with fixed and flexible frames and padding.
    static func makeTree(views: Int, random: inout SplitMix64) -> ViewNode {
        var budget = views - 1
        return makeNode(depth: 0, budget: &budget, random: &random, isContainer: true)
    }

    private static func makeNode(depth: Int, budget: inout Int, random: inout SplitMix64, isContainer: Bool) -> ViewNode {
        var modifiers: [Modifier] = []
        if isContainer {
            var children: [ViewNode] = []
            let count = 2 + random.next(below: 5)
            for _ in 0..<count where budget > 0 {
                budget -= 1
                let container = depth < 7 && random.next(below: 4) != 0
                children.append(makeNode(depth: depth + 1, budget: &budget, random: &random, isContainer: container))
            }
            // Keep consuming the budget at the root so the tree reaches its size.
            while depth == 0 && budget > 0 {
                budget -= 1
                children.append(makeNode(depth: 1, budget: &budget, random: &random, isContainer: true))
            }
            if random.next(below: 3) == 0 { modifiers.append(.padding(EdgeInsets(all: Double(random.next(below: 8))))) }
            let content: ViewContent = switch random.next(below: 3) {
            case 0: .hStack(alignment: .center, spacing: nil)
            case 1: .vStack(alignment: .leading, spacing: Double(random.next(below: 4)))
            default: .zStack(alignment: .topLeading)
            }
            return ViewNode(content, children: children, modifiers: modifiers)
        }
        switch random.next(below: 6) {
        case 0: modifiers.append(.frame(width: .points(Double(10 + random.next(below: 40))),
                                        height: .points(Double(10 + random.next(below: 40))), alignment: .center))
        case 1: modifiers.append(.frame(width: nil, height: .points(Double(4 + random.next(below: 20))), alignment: .center))
        case 2: modifiers.append(.flexibleFrame(FlexibleFrame(minWidth: .points(Double(random.next(below: 30))),
                                                              maxWidth: .infinity)))
        case 3: modifiers.append(.padding(EdgeInsets(all: 4)))
        case 4: modifiers.append(.flexibleFrame(FlexibleFrame(maxWidth: .points(Double(20 + random.next(below: 80))),
                                                              idealHeight: .points(20))))
        default: break
        }
        if random.next(below: 4) == 0 { modifiers.append(.padding(EdgeInsets(all: 2))) }
        let content: ViewContent = random.next(below: 10) == 0 ? .spacer(minLength: nil)
            : random.next(below: 2) == 0 ? .rectangle : .color
        return ViewNode(content, modifiers: modifiers)
    }

    /// Alternating `HStack`/`VStack` nested `depth` deep: each level holds the next level
    /// (padded and flexibly framed) beside a fixed square.
    static func makeChain(depth: Int) -> ViewNode {
        var node = ViewNode(.rectangle, modifiers: [.flexibleFrame(FlexibleFrame(minWidth: .points(4), maxWidth: .infinity))])
        for level in 0..<depth {
            let content: ViewContent = level % 2 == 0 ? .hStack(alignment: .center, spacing: nil)
                : .vStack(alignment: .center, spacing: 2)
            let inner = ViewNode(node.content, children: node.children,
                                 modifiers: node.modifiers + [.padding(EdgeInsets(all: 1)),
                                                              .flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity))])
            node = ViewNode(content, children: [inner, ViewNode(.color, modifiers: [.frame(width: .points(3), height: .points(3),
                                                                                              alignment: .center)])])
        }
        return node
    }

    /// An inset grouped `List` of one `Section` whose `ForEach` repeats a settings row `rows`
    /// times: a 29 × 29 icon, a title and a subtitle (text-free bars of a text's height, that
    /// take the width left), a `Spacer` and an 8 × 13 chevron, in an `HStack` as real rows are.
    static func makeList(rows: Int) -> ViewNode {
        let row = ViewNode(.hStack(alignment: .center, spacing: nil), children: [
            ViewNode(.color, modifiers: [.frame(width: .points(29), height: .points(29), alignment: .center)]),
            ViewNode(.vStack(alignment: .leading, spacing: 2), children: [
                ViewNode(.rectangle, modifiers: [.flexibleFrame(FlexibleFrame(maxWidth: .infinity, idealHeight: .points(22))),
                                                 .frame(width: nil, height: .points(22), alignment: .center)]),
                ViewNode(.rectangle, modifiers: [.flexibleFrame(FlexibleFrame(maxWidth: .points(200))),
                                                 .frame(width: nil, height: .points(16), alignment: .center)]),
            ]),
            ViewNode(.spacer(minLength: nil)),
            ViewNode(.color, modifiers: [.frame(width: .points(8), height: .points(13), alignment: .center)]),
        ])
        let rowsView = ViewNode(.forEach, children: Array(repeating: row, count: rows))
        return ViewNode(.list, children: [ViewNode(.section(header: nil, footer: nil), children: [rowsView])],
                        modifiers: [.listStyle(.insetGrouped)])
    }

    /// A small deterministic generator (SplitMix64), so every run builds the same trees.
    struct SplitMix64 {
        private var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// A number in `0..<bound`.
        mutating func next(below bound: Int) -> Int {
            Int(next() % UInt64(bound))
        }
    }
}
