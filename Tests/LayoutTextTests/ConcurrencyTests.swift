import Dispatch
import Synchronization
import LayoutEngine
import LayoutText
import Testing

@Suite("Concurrency")
struct ConcurrencyTests {
    static let requests: [TextRequest] = {
        let strings = ["Label 1", "I forgot my password", "ログインできませんでした。", "مرحبا بالعالم 123",
                       "שלום עולם", "नमस्ते दुनिया", "สวัสดีชาวโลก", "비밀번호를 잊으셨나요?", "Hi \u{1F9FF}"]
        var requests: [TextRequest] = []
        for string in strings {
            for size in [DynamicTypeSize.large, .accessibility3] {
                for width in [nil, 0, 60, 120] as [Double?] {
                    requests.append(textRequest(string, width: width, lineLimit: width == 60 ? 2 : nil,
                                                font: Font.body.resolved(at: size)))
                }
            }
        }
        return requests
    }()

    /// The same requests from four threads at once, on a fresh measurer and on the shared
    /// (warm) one, give exactly what a serial run gives.
    @Test(arguments: [false, true])
    func concurrentEqualsSerial(uncached: Bool) throws {
        let directory = try #require(sharedMeasurer).catalog.directory
        let serial = try HarfBuzzTextMeasurer(catalog: FontCatalog(directory: directory), options: .uncached)
        let expected = Self.requests.map { serial.layout($0) }

        let concurrent = try HarfBuzzTextMeasurer(catalog: FontCatalog(directory: directory),
                                                  options: uncached ? .uncached : .default)
        let results = ResultBox(count: 4)
        DispatchQueue.concurrentPerform(iterations: 4) { iteration in
            // Each iteration walks the list from a different place, so threads collide.
            let rotated = Array(Self.requests[(iteration * 7)...] + Self.requests[..<(iteration * 7)])
            results.set(iteration, rotated.map { concurrent.layout($0) })
        }
        for iteration in 0..<4 {
            let rotated = Array(expected[(iteration * 7)...] + expected[..<(iteration * 7)])
            #expect(results.get(iteration) == rotated)
        }
    }
}

/// Results written from concurrent iterations, each into its own slot.
private final class ResultBox: Sendable {
    private let slots: [Slot]

    private final class Slot: Sendable {
        let value = Mutex<[TextLayout]>([])
    }

    init(count: Int) {
        slots = (0..<count).map { _ in Slot() }
    }

    func set(_ index: Int, _ value: [TextLayout]) {
        slots[index].value.withLock { $0 = value }
    }

    func get(_ index: Int) -> [TextLayout] {
        slots[index].value.withLock { $0 }
    }
}
