#!/usr/bin/env python3
"""Writes N scenario files that share one String Catalog of KEYS keys in SHIPPED locales, as an
app with one Localizable.xcstrings has: each scenario a VStack of 10 Texts, in 2 devices x 5
locales x 2 sizes x 3 string sets (60 cases). For the cost of a catalog many screens share.
The matrices show 5 locales (en, de, fr, ar, ja); SHIPPED above 5 adds languages the app ships
and no matrix shows (up to 30), as an app's catalog holds every language it is translated into.

Usage: scripts/generate-catalog.py DIR/Fixtures [N [KEYS [SHIPPED]]]   (defaults 40, 2,000 and 5)"""
import json, os, sys

out = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 40
keys = int(sys.argv[3]) if len(sys.argv) > 3 else 2000
shipped = int(sys.argv[4]) if len(sys.argv) > 4 else 5
words = {"en": "Setting {} shows the value", "de": "Einstellung {} zeigt den Wert", "fr": "Le réglage {} affiche la valeur",
         "ar": "الإعداد {} يعرض القيمة", "ja": "設定{}は値を表示します"}
shown = list(words)
others = ["es", "it", "nl", "pt-BR", "pt-PT", "sv", "da", "nb", "fi", "pl", "cs", "sk", "hu", "ro", "tr",
          "ru", "uk", "el", "he", "hi", "th", "vi", "ko", "zh-Hans", "zh-Hant"]
if not 1 <= shipped <= len(shown) + len(others): sys.exit(f"SHIPPED must be 1 to {len(shown) + len(others)}")
for i, tag in enumerate(others[:max(0, shipped - len(shown))]):
    words[tag] = words[shown[i % len(shown)]] + f" ({tag})"
os.makedirs(out + "/strings", exist_ok=True)
strings = {f"key.{k}": {"localizations": {locale: {"stringUnit": {"state": "translated", "value": text.format(k)}}
                                          for locale, text in words.items()}} for k in range(keys)}
with open(out + "/strings/App.xcstrings", "w", encoding="utf-8") as f:
    json.dump({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, f, ensure_ascii=False)
for s in range(count):
    view = {"type": "VStack", "children": [{"type": "Text", "key": f"key.{(s * 37 + i * 11) % keys}"} for i in range(10)]}
    scenario = {"scenario": f"catalog/s{s:03d}", "strings": "strings/App.xcstrings",
                "matrix": {"containers": ["iPhoneSE3", "iPhone16"], "locales": shown,
                           "sizeCategories": ["large", "accessibility1"], "stringSets": ["base", "accented", "double"]},
                "view": view}
    with open(f"{out}/s{s:03d}.json", "w", encoding="utf-8") as f:
        json.dump(scenario, f, ensure_ascii=False, indent=1)
