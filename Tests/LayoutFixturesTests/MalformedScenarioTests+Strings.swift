/// Strings that must not load: missing or malformed `.strings`, `.stringsdict` and catalogs.
extension MalformedScenarioTests {
    static let strings: [MalformedScenario] = [
        MalformedScenario("missing strings file", """
            {
              "scenario": "bad/strings",
              "strings": "strings/Missing.xcstrings",
              "view": {"type": "Text", "key": "login"}
            }
            """, "$TMP/case.json:3:14: strings: strings file not found: strings/Missing.xcstrings (looked for $TMP/strings/Missing.xcstrings)"),
        MalformedScenario("strings file of another kind", """
            {
              "scenario": "bad/strings",
              "strings": "Login.json",
              "view": {"type": "Text", "key": "login"}
            }
            """, files: ["Login.json": "{}"],
            "$TMP/case.json:3:14: strings: strings must be a .xcstrings String Catalog or a folder of <locale>.lproj/*.strings files; found Login.json"),
        MalformedScenario("strings is a number", """
            {
              "scenario": "bad/strings",
              "strings": 3,
              "view": {"type": "Text", "key": "login"}
            }
            """, "$TMP/case.json:3:14: strings: expected the path of a .xcstrings String Catalog or of a folder of <locale>.lproj/*.strings files, or an object {locale: {key: text}}, found the number 3"),
        MalformedScenario("inline strings with a number", """
            {
              "scenario": "bad/inline",
              "strings": {"en": {"login": 3}},
              "view": {"type": "Text", "key": "login"}
            }
            """, "$TMP/case.json:3:31: strings.en.login: expected a string, found the number 3"),
        MalformedScenario("malformed .xcstrings", """
            {
              "scenario": "bad/xcstrings",
              "strings": "Login.xcstrings",
              "view": {"type": "Text", "key": "login"}
            }
            """, files: ["Login.xcstrings": """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "login" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Anmelden" } }
                  }
                }
              },
              "version" : "1.0",
            }
            """], "$TMP/Login.xcstrings:11:1: expected a string key after ',', found '}' (trailing commas are not allowed)"),
        MalformedScenario(".xcstrings unit without value", """
            {
              "scenario": "bad/xcstrings",
              "strings": "Login.xcstrings",
              "matrix": {"locales": ["en", "de"]},
              "view": {"type": "Text", "key": "login"}
            }
            """, files: ["Login.xcstrings": """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "login" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "valeu" : "Anmelden" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """], #"$TMP/Login.xcstrings:6:33: strings.login.localizations.de.stringUnit: missing required key "value""#),
        MalformedScenario("malformed .strings: missing semicolon", """
            {
              "scenario": "bad/lproj",
              "strings": "Strings",
              "matrix": {"locales": ["de"]},
              "view": {"type": "Text", "key": "login"}
            }
            """, files: ["Strings/de.lproj/Login.strings": """
            /* Login button */
            "login" = "Anmelden";
            "forgot" = "Passwort vergessen?"
            "signup" = "Registrieren";
            """], #"$TMP/Strings/de.lproj/Login.strings:3:33: expected ';' after the value of "forgot""#),
        MalformedScenario("malformed .strings: unterminated string", """
            {
              "scenario": "bad/lproj",
              "strings": "Strings",
              "view": {"type": "Text", "key": "login"}
            }
            """, files: ["Strings/en.lproj/Login.strings": #"""
            "login" = "Log in";
            "forgot" = "Forgot \"password?;
            """#], "$TMP/Strings/en.lproj/Login.strings:2:12: unterminated string"),
        MalformedScenario("malformed .strings: bad escape", """
            {
              "scenario": "bad/lproj",
              "strings": "Strings",
              "view": {"type": "Text", "key": "login"}
            }
            """, files: ["Strings/en.lproj/Login.strings": #"""
            "login" = "Caf\U00G9";
            """#], #"$TMP/Strings/en.lproj/Login.strings:1:19: expected four hexadecimal digits after \U"#),
        MalformedScenario("strings folder without .lproj", """
            {
              "scenario": "bad/lproj",
              "strings": "Strings",
              "view": {"type": "Text", "key": "login"}
            }
            """, files: ["Strings/readme.txt": "x"],
            "$TMP/case.json:3:14: strings: no <locale>.lproj/*.strings files in Strings (looked in $TMP/Strings)"),
    ]
}
