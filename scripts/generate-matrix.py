#!/usr/bin/env python3
"""Writes N scenario files of 1,200 cases each (4 devices x 5 locales x 12 sizes x 5 string
sets) for the loop benchmark: login buttons with synced widths, a list row, a size picker."""
import json, os, sys

out, count = sys.argv[1], int(sys.argv[2])
os.makedirs(out, exist_ok=True)
strings = {
    "en": {"login": "Log in", "forgot": "I forgot my password", "play": "Play", "title": "Rain On Me"},
    "de": {"login": "Anmelden", "forgot": "Passwort vergessen", "play": "Abspielen", "title": "Regen auf mich"},
    "fr": {"login": "Se connecter", "forgot": "Mot de passe oublié", "play": "Lire", "title": "Pluie sur moi"},
    "ar": {"login": "تسجيل الدخول", "forgot": "نسيت كلمة المرور", "play": "تشغيل", "title": "مطر علي"},
    "ja": {"login": "ログイン", "forgot": "パスワードを忘れた場合", "play": "再生", "title": "雨"},
}
matrix = {"containers": ["iPhoneSE3", "iPhone16", "iPhone16ProMax", "iPadMini"],
          "locales": list(strings), "sizeCategories": ["all"],
          "stringSets": ["base", "double", "accented", "bounded", "expanded"]}
def text(key, **extra): return dict({"type": "Text", "key": key}, **extra)
views = [
    {"type": "VStack", "children": [{"type": "Group", "children": [
        {"type": "Button", "children": [text("login")], "id": "login"},
        {"type": "Button", "children": [text("forgot")], "id": "forgot"}],
        "modifiers": [{"preference": {"key": "w", "value": "width"}}, {"frame": {"width": {"state": "w"}}},
                      {"padding": True}, {"background": {"type": "Color"}}]}]},
    {"type": "FlexibleStack", "vStackAlignment": "leading", "children": [
        text("title", id="title"), {"type": "Spacer", "when": "horizontal"},
        {"type": "Button", "children": [text("play")], "id": "play"}], "modifiers": [{"padding": True}]},
]
for i in range(count):
    scenario = {"scenario": f"bench/s{i:03d}", "strings": strings, "matrix": matrix, "view": views[i % len(views)]}
    with open(os.path.join(out, f"s{i:03d}.json"), "w") as f:
        json.dump(scenario, f, ensure_ascii=False)
