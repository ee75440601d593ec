import LayoutEngine
import LayoutText
import Testing

@Suite("Scripts and fallback")
struct ScriptTests {
    @Test(arguments: [
        "ログインできませんでしたもう一度お試しください",
        "ログインできませんでした。もう一度お試しください。",
        "パスワードをお忘れですか、それともアカウントをお持ちでないですか。",
        "登录失败，请再试一次。",
    ])
    func cjkWrapsBetweenCharacters(string: String) throws {
        let measurer = try #require(sharedMeasurer)
        let request = textRequest(string, width: 100)
        let layout = measurer.layout(request)
        let lines = measurer.lineTexts(request)
        #expect(layout.lineCount >= 3)
        #expect(layout.size.width <= 100)
        #expect(lines.joined() == string)
        #expect(layout.missingScalars.isEmpty)
        for line in lines.dropFirst() {
            let first = try #require(line.first)
            #expect(!["。", "、", "，", "ー", "ぁ", "っ", "ょ"].contains(first), "line starts with \(first): \(lines)")
        }
        // Ideographs are one em: about 17 pt each.
        let ideal = measurer.layout(textRequest(string))
        #expect(isClose(ideal.size.width, to: 17 * Double(string.count), within: 0.02))
    }

    @Test func arabicIsShapedJoinedRightToLeft() throws {
        let measurer = try #require(sharedMeasurer)
        let word = "مرحبا"
        let runs = measurer.shapedRuns(of: word, font: body)
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        #expect(run.family == "Noto Sans Arabic UI")
        #expect(run.script == "Arab")
        #expect(run.rightToLeft)
        #expect(!run.containsNotdef)
        // Joined forms: not the sum of the letters shaped alone (isolated forms).
        let isolated = word.map { measurer.shapedRuns(of: String($0), font: body).reduce(0) { $0 + $1.width } }
            .reduce(0, +)
        #expect(abs(run.width - isolated) > 1, "joined \(run.width), isolated \(isolated)")
        #expect(measurer.layout(textRequest(word)).missingScalars.isEmpty)
    }

    @Test func hebrewIsRightToLeft() throws {
        let measurer = try #require(sharedMeasurer)
        let runs = measurer.shapedRuns(of: "שלום עולם", font: body)
        #expect(runs.count == 1)
        #expect(runs.allSatisfy { $0.family == "Noto Sans Hebrew" && $0.rightToLeft && !$0.containsNotdef })
    }

    /// European digits inside Arabic stay left to right; the Arabic around them stays one face.
    @Test func digitsInsideArabicStayLeftToRight() throws {
        let measurer = try #require(sharedMeasurer)
        let runs = measurer.shapedRuns(of: "لديك 12.5 رسالة", font: body)
        let digits = try #require(runs.first { $0.text.contains("1") })
        #expect(digits.text == "12.5")
        #expect(!digits.rightToLeft)
        #expect(runs.filter { $0.script == "Arab" }.allSatisfy { $0.rightToLeft && $0.family == "Noto Sans Arabic UI" })
        #expect(runs.allSatisfy { !$0.containsNotdef })
        #expect(measurer.layout(textRequest("لديك 12.5 رسالة")).missingScalars.isEmpty)
    }

    @Test(arguments: [
        ("नमस्ते दुनिया", "Noto Sans Devanagari UI"),
        ("สวัสดีชาวโลก", "Noto Sans Thai UI"),
        ("비밀번호를 잊으셨나요?", "Noto Sans CJK KR"),
        ("忘记密码", "Noto Sans CJK JP"),
        ("Привет, мир", "Inter"),
    ])
    func eachScriptFindsItsFace(string: String, family: String) throws {
        let measurer = try #require(sharedMeasurer)
        let runs = measurer.shapedRuns(of: string, font: body)
        #expect(runs.contains { $0.family == family }, "\(runs.map(\.family))")
        #expect(runs.allSatisfy { !$0.containsNotdef })
        #expect(measurer.layout(textRequest(string)).missingScalars.isEmpty)
    }

    /// Simplified Chinese outside JIS X 0208 falls through to the SC face.
    @Test func fallbackFollowsTheManifestOrder() throws {
        let measurer = try #require(sharedMeasurer)
        let runs = measurer.shapedRuns(of: "这个", font: body)
        #expect(runs.map(\.family).contains("Noto Sans CJK SC"))
        #expect(runs.allSatisfy { !$0.containsNotdef })
    }

    @Test(arguments: [
        // Phoenician and Egyptian hieroglyphs: no pinned font has them.
        ("Hi \u{10900} there", [Unicode.Scalar(0x10900)]),
        // Inter puts alternates at U+E000–F6C3; U+F8FF (Apple's logo on a Mac) is nobody's.
        ("a\u{F8FF}b\u{F8FF}", [Unicode.Scalar(0xF8FF)]),
        ("\u{10FFFD}", [Unicode.Scalar(0x10FFFD)]),
        ("Glyphs \u{13000}\u{200D}\u{13001}", [Unicode.Scalar(0x13000), Unicode.Scalar(0x13001)]),
    ])
    func uncoveredScalarsAreReported(string: String, missing: [Unicode.Scalar?]) throws {
        let measurer = try #require(sharedMeasurer)
        let layout = measurer.layout(textRequest(string))
        #expect(layout.missingScalars == missing.compactMap { $0 })
        // Measured as .notdef boxes: they take room.
        #expect(layout.size.width > 0)
    }

    /// Joiners, variation selectors and marks are not missing even where no face has them.
    @Test func invisibleScalarsAreNotMissing() throws {
        let measurer = try #require(sharedMeasurer)
        #expect(measurer.layout(textRequest("a\u{200D}b\u{FE0F}c\u{200B}d")).missingScalars.isEmpty)
        #expect(measurer.layout(textRequest("Cafe\u{301} na\u{308}ive")).missingScalars.isEmpty)
    }
}

/// Every script iOS localises into has a face: a real interface string in each ("Settings",
/// as the iOS Settings app is called in that language) lays out with no missing glyph, and
/// takes room in proportion to its characters.
@Suite("Script coverage")
struct ScriptCoverageTests {
    @Test(arguments: [
        ("hy", "Կարգավորումներ"), ("ka", "პარამეტრები"), ("bn", "সেটিংস"), ("pa", "ਸੈਟਿੰਗਾਂ"),
        ("gu", "સેટિંગ્સ"), ("or", "ସେଟିଂସମୂହ"), ("ta", "அமைப்புகள்"), ("te", "సెట్టింగ్‌లు"),
        ("kn", "ಸೆಟ್ಟಿಂಗ್‌ಗಳು"), ("ml", "ക്രമീകരണങ്ങൾ"), ("si", "සැකසීම්"), ("lo", "ການຕັ້ງຄ່າ"),
        ("km", "ការកំណត់"), ("my", "ဆက်တင်များ"), ("bo", "སྒྲིག་འགོད།"), ("am", "ቅንብሮች"),
        ("fa", "تنظیمات"), ("ur", "ترتیبات"), ("el", "Ρυθμίσεις"), ("ru", "Настройки"),
        ("he", "הגדרות"), ("hi", "सेटिंग"), ("th", "การตั้งค่า"), ("zh-Hant", "設定 啟用 檔案 嗎 擷取 產品"),
        ("zh-Hans", "设置"), ("ja", "設定"), ("ko", "설정"), ("symbols", "▸ ⋯ → € ₹ ─ │ ┌ ✓ ★ ∑ ≠"),
    ])
    func sentenceHasEveryGlyph(language: String, sentence: String) throws {
        let measurer = try #require(sharedMeasurer)
        let layout = measurer.layout(textRequest(sentence))
        #expect(layout.missingScalars.isEmpty, "\(language): \(layout.missingScalars)")
        #expect(measurer.shapedRuns(of: sentence, font: body).allSatisfy { !$0.containsNotdef })
        // At least a fifth of an em per grapheme: no character measured as nothing.
        #expect(layout.size.width >= Double(sentence.count) * 17 / 5, "\(language): \(layout.size.width)")
    }
}

/// A sentence from a real localisation in every script: GTK 3's "The folder could not be
/// created" as Debian 12's `libgtk-3-common` translates it (`gtk30.mo`), Tibetan script in its
/// Dzongkha translation; where GTK 3 has no translation of it, a phrase from the same kind of
/// catalog (Amharic: GTK's "Foreground color name", `gtk30-properties.mo`; Urdu and Lao:
/// country names, `iso-codes`' `iso_3166-1.mo`). Each lays out in its locale with no missing
/// glyph, takes room in proportion to its characters, and the Chinese and Japanese ones about
/// one em per character.
@Suite("Localised sentences")
struct LocalisedSentenceTests {
    static let sentences: [(String, String)] = [
        ("hy", "Չհաջողվեց ստեղծել պանակ"), ("ka", "დასტის შექმნა შეუძლებელია"),
        ("bn", "ফোল্ডার তৈরি করা যায়নি"), ("pa", "ਫੋਲਡਰ ਬਣਾਇਆ ਨਹੀਂ ਜਾ ਸਕਿਆ"),
        ("gu", "ફોલ્ડર બનાવી શક્યા નહિં"), ("or", "ଫୋଲ୍ଡରଟି ସୃଷ୍ଟି କରିହେଲା ନାହିଁ"),
        ("ta", "அடைவினை உருவாக்க முடியவில்லை"), ("te", "సంచయం సృష్టించుట వీలుకాదు"),
        ("kn", "ಕಡತಕೋಶವನ್ನು ಸೃಷ್ಟಿಸಲಾಗಿಲ್ಲ"), ("ml", "അറ ഉണ്ടാക്കുവാന്\u{200D} സാധ്യമായില്ല"),
        ("si", "බහලුම නිර්මාණය කළ නොහැක"),
        ("km", "មិន\u{200B}អាច\u{200B}\u{200B}បង្កើត\u{200B}ថត\u{200B}បាន\u{200B}ទេ"),
        ("my", "ဖိုင်တွဲကို မဖန်တီးနိုင်ဘူး"), ("dz", "སྣོད་འཛིན་དེ་ གསར་བསྐྲུན་འབད་མ་ཚུགས།"),
        ("fa", "نمی\u{200C}توان شاخه را ایجاد کرد"), ("ar", "تعذّر إنشاء المجلّد"),
        ("el", "Αδυναμία δημιουργίας φακέλου"), ("ru", "Не удалось создать папку"),
        ("he", "לא ניתן ליצור את התיקייה"), ("hi", "फ़ोल्डर बनाया नहीं जा सकता"),
        ("th", "ไม่สามารถสร้างโฟลเดอร์ได้"), ("zh-Hant", "無法建立資料夾"), ("zh-HK", "無法建立資料夾"),
        ("zh-Hans", "无法创建文件夹"), ("ja", "フォルダーを作成できませんでした"), ("ko", "폴더를 만들 수 없습니다"),
        ("am", "የፊት ለፊት ቀለም ስም"), ("ur", "سینٹ ہلینا، اسینشن و ترسٹان دا کونیا"), ("lo", "ປະເທດນູແວນ ເຊລັງ"),
        ("en", "The folder could not be created"),
    ]

    @Test(arguments: sentences)
    func aLocalisedSentenceHasEveryGlyph(locale: String, sentence: String) throws {
        let measurer = try #require(sharedMeasurer)
        var request = textRequest(sentence)
        request.locale = locale
        let layout = measurer.layout(request)
        #expect(layout.missingScalars.isEmpty, "\(locale): \(layout.missingScalars)")
        #expect(measurer.shapedRuns(of: sentence, font: body).allSatisfy { !$0.containsNotdef }, "\(locale)")
        // Between a fifth of an em and an em and a half per grapheme: no character measured as
        // nothing, none as a box several times too wide.
        let graphemes = Double(sentence.count)
        #expect(layout.size.width >= graphemes * 17 / 5, "\(locale): \(layout.size.width)")
        #expect(layout.size.width <= graphemes * 17 * 1.5, "\(locale): \(layout.size.width)")
        #expect(layout.lineCount == 1)
    }

    /// Ideographs are one em each, in every region: the Traditional and Simplified sentences
    /// differ in characters, not in width. Kana are one em too but for the face's kerning
    /// (Noto Sans CJK's `kern` takes 30 and 50 thousandths of an em off two pairs of this one).
    @Test func cjkSentencesAreAboutOneEmACharacter() throws {
        let measurer = try #require(sharedMeasurer)
        for (locale, sentence) in Self.sentences where ["zh-Hant", "zh-HK", "zh-Hans", "ja"].contains(locale) {
            var request = textRequest(sentence)
            request.locale = locale
            let width = measurer.layout(request).size.width, ems = Double(sentence.count) * 17
            if locale == "ja" {
                #expect(width < ems && width >= ems * 0.99, "\(locale): \(width)")
            } else {
                #expect(width == ems, "\(locale): \(width)")
            }
        }
        let traditional = try #require(Self.sentences.first { $0.0 == "zh-Hant" }).1
        let simplified = try #require(Self.sentences.first { $0.0 == "zh-Hans" }).1
        #expect(traditional != simplified && traditional.count == simplified.count)
    }
}
