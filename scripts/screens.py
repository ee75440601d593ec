#!/usr/bin/env python3
"""A generated settings screen of 61 views in a matrix of 2,400 cases (4 devices x 10 locales x
12 Dynamic Type sizes x 5 string sets): the text-heavy screen of the million-case benchmark
(scripts/bench.sh --only million) and of the memory and speed rows of docs/benchmarks.md.

Usage: python3 scripts/screens.py FOLDER N
  writes N such scenarios (bench/screen0000 ... ) as FOLDER/screen0000.json ...; record
  them with `layoutreg record` in FOLDER's parent, as for scripts/generate-matrix.py.
"""
import json, os, sys

LOCALES = {
    "en": ("Settings", "Notifications", "Show previews when unlocked", "Always"),
    "de": ("Einstellungen", "Mitteilungen", "Vorschauen im entsperrten Zustand zeigen", "Immer"),
    "fr": ("Réglages", "Notifications", "Afficher les aperçus lorsque déverrouillé", "Toujours"),
    "es": ("Ajustes", "Notificaciones", "Mostrar previsualizaciones al desbloquear", "Siempre"),
    "it": ("Impostazioni", "Notifiche", "Mostra anteprime quando sbloccato", "Sempre"),
    "ru": ("Настройки", "Уведомления", "Показывать миниатюры без блокировки", "Всегда"),
    "ar": ("الإعدادات", "الإشعارات", "إظهار المعاينات عند فتح القفل", "دائمًا"),
    "ja": ("設定", "通知", "ロック解除時にプレビューを表示", "常に"),
    "ko": ("설정", "알림", "잠금 해제 시 미리보기 표시", "항상"),
    "hi": ("सेटिंग्स", "सूचनाएं", "अनलॉक होने पर पूर्वावलोकन दिखाएं", "हमेशा"),
}


def screen(index):
    """A settings screen of 61 views: a title and 10 rows of an icon, a title over a
    subtitle, a spacer, a value and a toggle-sized control."""
    def text(key, **extra): return dict({"type": "Text", "key": key}, **extra)
    rows = [{"type": "HStack", "children": [
        {"type": "Image", "width": 29, "height": 29},
        {"type": "VStack", "alignment": "leading", "children": [text(f"row{r}"), text("detail", lineLimit=2)]},
        {"type": "Spacer"}, text("value", id=f"value{r}")],
        "modifiers": [{"padding": True}]} for r in range(10)]
    strings = {locale: {"title": f"{words[0]} {index}", "detail": words[2], "value": words[3],
                        **{f"row{r}": f"{words[1]} {r + 1}" for r in range(10)}} for locale, words in LOCALES.items()}
    return {"scenario": f"bench/screen{index:04d}", "strings": strings,
            "matrix": {"containers": ["iPhoneSE3", "iPhone16", "iPhone16ProMax", "iPadMini"], "locales": list(LOCALES),
                       "sizeCategories": ["all"], "stringSets": ["base", "double", "accented", "bounded", "expanded"]},
            "view": {"type": "VStack", "alignment": "leading", "children": [text("title", id="title")] + rows}}


if __name__ == "__main__":
    if len(sys.argv) != 3 or not sys.argv[2].isdigit():
        sys.exit(__doc__.split("\n\n")[-1].strip())
    folder, count = sys.argv[1], int(sys.argv[2])
    os.makedirs(folder, exist_ok=True)
    for i in range(count):
        with open(os.path.join(folder, f"screen{i:04d}.json"), "w", encoding="utf-8") as f:
            json.dump(screen(i), f, ensure_ascii=False)
