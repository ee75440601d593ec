import Dispatch
import LayoutEngine
import LayoutText

/// `layoutreg-bench text`: how many strings per second the text measurer lays out, and how many
/// nanoseconds each character costs (shaped, broken into lines and measured), cold (no cache at
/// all), with only shaped runs cached, and fully cached, over UI strings in many scripts.
enum TextBenchmark {
    static let usage = "usage: layoutreg-bench text [--rounds N] [--fonts DIR]"

    static func run(arguments: [String]) throws {
        let options = try BenchmarkOptions(arguments, usage: usage, acceptsFonts: true)
        if options.helpRequested { print(usage); return }
        let rounds = options.rounds, fontsDirectory = options.fontsDirectory

        let catalog = try FontCatalog.locate(directory: fontsDirectory)
        let requests = makeRequests()
        // Characters as a reader counts them (grapheme clusters): what a per-character cost is per.
        let characters = requests.reduce(0) { $0 + $1.string.count }
        print("text benchmark: \(strings.count) strings × \(sizes.count) Dynamic Type sizes × \(widths.count) widths"
            + " = \(requests.count) layouts, \(characters) characters per round, \(rounds) rounds, fonts \(catalog.directory)")
        func perCharacter(_ stringsPerSecond: Int) -> String {
            guard stringsPerSecond > 0 else { return "-" }
            let nanoseconds = 1e9 * Double(requests.count) / (Double(stringsPerSecond) * Double(characters))
            let tenths = Int((nanoseconds * 10).rounded())
            return "\(tenths / 10).\(tenths % 10) ns/char"
        }

        let loadStart = ContinuousClock.now
        _ = try HarfBuzzTextMeasurer(catalog: catalog, options: .uncached)
        print("  loading \(catalog.faces.count) faces: \(milliseconds(ContinuousClock.now - loadStart)) ms")

        var checksum = 0.0
        // Cold: a new measurer with every cache off, each round.
        let cold = try measure(rounds: rounds, requests: requests, checksum: &checksum) {
            try HarfBuzzTextMeasurer(catalog: catalog, options: .uncached)
        }
        print("  cold (no caches, new measurer each round):  \(cold) strings/s, \(perCharacter(cold))")
        // Shaped runs cached, layouts not: new widths and sizes for known strings.
        let runsOnly = try HarfBuzzTextMeasurer(
            catalog: catalog, options: .init(preparedTextCapacity: 0, layoutCapacity: 0, lanePreparedTextCapacity: 0))
        for request in requests { checksum += runsOnly.layout(request).size.width }
        let shaped = try measure(rounds: rounds, requests: requests, checksum: &checksum) { runsOnly }
        print("  shaped runs cached, layouts not:            \(shaped) strings/s, \(perCharacter(shaped))")
        // Everything cached: a matrix measuring the same strings again.
        let warm = try HarfBuzzTextMeasurer(catalog: catalog)
        for request in requests { checksum += warm.layout(request).size.width }
        let cached = try measure(rounds: rounds, requests: requests, checksum: &checksum) { warm }
        print("  cached (one warm measurer):                 \(cached) strings/s, \(perCharacter(cached))")
        let hashStart = ContinuousClock.now
        let hashes = try warm.fontHashes()
        print("  hashing \(hashes.count) font files (once, on demand): \(milliseconds(ContinuousClock.now - hashStart)) ms")
        print("  checksum \(Int(checksum.rounded()))")
    }

    /// Strings laid out per second over `rounds` rounds, with the measurer `make` gives each round.
    private static func measure(rounds: Int, requests: [TextRequest], checksum: inout Double,
                                make: () throws -> HarfBuzzTextMeasurer) throws -> Int {
        var elapsed = Duration.zero
        for _ in 0..<rounds {
            let start = ContinuousClock.now
            let measurer = try make()
            for request in requests {
                checksum += measurer.layout(request).size.width
            }
            elapsed += ContinuousClock.now - start
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return seconds > 0 ? Int((Double(rounds * requests.count) / seconds).rounded()) : 0
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
    }

    private static let sizes: [DynamicTypeSize] = DynamicTypeSize.allCases
    private static let widths: [Double?] = [nil, 120, 343]

    private static func makeRequests() -> [TextRequest] {
        var requests: [TextRequest] = []
        for string in strings {
            for size in sizes {
                for width in widths {
                    requests.append(TextRequest(
                        string: string, font: Font.body.resolved(at: size),
                        proposal: ProposedViewSize(width: width, height: nil),
                        lineLimit: width == 120 ? 2 : nil, layoutDirection: .leftToRight, displayScale: 3))
                }
            }
        }
        return requests
    }

    /// Login and settings strings as an app ships them, in the scripts the pinned fonts cover.
    static let strings = [
        "Sign in", "Forgot your password?", "Continue with Apple", "Create account",
        "By continuing you agree to our Terms of Service and Privacy Policy.",
        "Anmelden", "Passwort vergessen?", "Mit der Anmeldung stimmst du unseren Nutzungsbedingungen zu.",
        "Se connecter", "Mot de passe oublié ?", "Continuer avec Apple",
        "Iniciar sesión", "¿Olvidaste tu contraseña?", "Configuración de notificaciones",
        "Войти", "Забыли пароль?", "Продолжая, вы принимаете условия использования.",
        "تسجيل الدخول", "هل نسيت كلمة المرور؟", "لديك 12 رسالة جديدة",
        "התחברות", "שכחת את הסיסמה?", "המשך עם Apple",
        "साइन इन करें", "क्या आप अपना पासवर्ड भूल गए?",
        "เข้าสู่ระบบ", "ลืมรหัสผ่านใช่ไหม",
        "ログイン", "パスワードをお忘れですか？", "ログインできませんでした。もう一度お試しください。",
        "로그인", "비밀번호를 잊으셨나요?", "계속하면 서비스 약관에 동의하게 됩니다.",
        "登录", "忘记密码？", "继续即表示您同意我们的服务条款。",
        "Settings", "Notifications", "Done", "Cancel",
    ]
}
