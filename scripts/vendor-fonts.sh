#!/usr/bin/env bash
# Rebuilds the pinned font folder Fonts/ from Debian packages (a developer tool; CI never runs it).
#
# Needs: fonts-inter, fonts-noto-core, fonts-noto-ui-core, fonts-noto-cjk, fonts-noto-color-emoji (apt)
# and fontTools (pip install fonttools).
# Writes: the font files, Fonts/fonts.json (the manifest the measurer reads), Fonts/README.md
# (provenance) and the license texts. Running it twice gives the same folder, as long as the
# Debian packages and the fontTools version are the same (README.md records all three).
#
# Usage: scripts/vendor-fonts.sh [OUTPUT_DIR]   (default: Fonts/ beside scripts/)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/Fonts}"
inter_dir=/usr/share/fonts/opentype/inter
noto_dir=/usr/share/fonts/truetype/noto
cjk_ttc=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
emoji_ttf=/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf

for p in fonts-inter fonts-noto-core fonts-noto-ui-core fonts-noto-cjk fonts-noto-color-emoji; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    echo "vendor-fonts: Debian package $p is not installed (apt-get install $p)" >&2
    exit 2
  fi
done
if ! python3 -c "import fontTools" 2>/dev/null; then
  echo "vendor-fonts: fontTools is missing (pip install fonttools)" >&2
  exit 2
fi

version() { dpkg-query -W -f='${Version}' "$1"; }
inter_version="$(version fonts-inter)"
noto_version="$(version fonts-noto-core)"
noto_ui_version="$(version fonts-noto-ui-core)"
cjk_version="$(version fonts-noto-cjk)"
emoji_version="$(version fonts-noto-color-emoji)"
fonttools_version="$(python3 -c 'import fontTools; print(fontTools.version)')"

mkdir -p "$out"
rm -f "$out"/*.otf "$out"/*.ttf "$out"/fonts.json "$out"/LICENSE-*.txt "$out"/OFL.txt

# Inter: the nine upright weights, unchanged, in both optical sizes: Inter stands for SF Pro's
# Text design (17 pt and below) and Inter Display for its Display design (28 pt and above);
# between them advances are interpolated, as SF Pro's variable design moves smoothly from Text
# to Display between 17 and 28 pt (WWDC20 "The details of UI typography"). Inter is the face
# below 20 pt and Inter Display from 20 pt for coverage and reporting. Font.Weight maps onto
# them by CSS weight.
for w in Thin ExtraLight Light Regular Medium SemiBold Bold ExtraBold Black; do
  cp "$inter_dir/Inter-$w.otf" "$inter_dir/InterDisplay-$w.otf" "$out/"
done

# Noto Sans for the scripts Inter lacks, Regular and Bold, unchanged. Arabic, Devanagari and
# Thai come in their UI versions, whose line heights suit interface text (Noto Sans Arabic's
# own metrics make a line 2.1 em tall, its UI version 1.36 em); Hebrew has no UI version and
# needs none (1.36 em).
# The other scripts iOS localises into follow, UI versions where Noto has one; the symbol,
# math and Tibetan faces (large, and rarely bold in an interface) in Regular only.
# Each entry: file stem : family name : ISO 15924 script : weights.
noto_faces="SansArabicUI:Noto_Sans_Arabic_UI:Arab:RB SansHebrew:Noto_Sans_Hebrew:Hebr:RB
SansDevanagariUI:Noto_Sans_Devanagari_UI:Deva:RB SansThaiUI:Noto_Sans_Thai_UI:Thai:RB
SansArmenian:Noto_Sans_Armenian:Armn:RB SansGeorgian:Noto_Sans_Georgian:Geor:RB
SansBengaliUI:Noto_Sans_Bengali_UI:Beng:RB SansGurmukhiUI:Noto_Sans_Gurmukhi_UI:Guru:RB
SansGujaratiUI:Noto_Sans_Gujarati_UI:Gujr:RB SansOriyaUI:Noto_Sans_Oriya_UI:Orya:RB
SansTamilUI:Noto_Sans_Tamil_UI:Taml:RB SansTeluguUI:Noto_Sans_Telugu_UI:Telu:RB
SansKannadaUI:Noto_Sans_Kannada_UI:Knda:RB SansMalayalamUI:Noto_Sans_Malayalam_UI:Mlym:RB
SansSinhalaUI:Noto_Sans_Sinhala_UI:Sinh:RB SansLaoUI:Noto_Sans_Lao_UI:Laoo:RB
SansKhmerUI:Noto_Sans_Khmer_UI:Khmr:RB SansMyanmarUI:Noto_Sans_Myanmar_UI:Mymr:RB
SansEthiopic:Noto_Sans_Ethiopic:Ethi:RB SerifTibetan:Noto_Serif_Tibetan:Tibt:R
SansSymbols:Noto_Sans_Symbols:Zsym:R SansSymbols2:Noto_Sans_Symbols_2:Zsym:R SansMath:Noto_Sans_Math:Zmth:R"
for face in $noto_faces; do
  stem="${face%%:*}"; weights="${face##*:}"
  cp "$noto_dir/Noto${stem}-Regular.ttf" "$out/"
  [ "$weights" = RB ] && cp "$noto_dir/Noto${stem}-Bold.ttf" "$out/"
done

# Noto Sans CJK: one face per language out of the collection, subset to common characters.
# Regular only: every advance of the Bold collection equals the Regular one for these
# characters (checked with fontTools), so Bold would add megabytes and change no width.
python3 - "$cjk_ttc" "$out" <<'PY'
import sys
from fontTools.ttLib import TTCollection
from fontTools import subset

ttc_path, out = sys.argv[1], sys.argv[2]

def legacy_charset(codec, lead, trail):
    """Every character of a two-byte legacy charset: decode all lead/trail byte pairs."""
    chars = set()
    for a in lead:
        for b in trail:
            try:
                chars.update(ord(c) for c in bytes([a, b]).decode(codec))
            except UnicodeDecodeError:
                pass
    return chars

def span(a, b):
    return set(range(a, b + 1))

shared = (span(0x20, 0x7E) | span(0xA0, 0xFF) | span(0x2010, 0x206F) | span(0x3000, 0x303F)
          | span(0xFF00, 0xFFEF) | span(0x2190, 0x21FF) | span(0x25A0, 0x25FF) | span(0x2600, 0x26FF)
          | span(0x3200, 0x32FF) | span(0x3300, 0x33FF))
euc = range(0xA1, 0xFF)
subsets = {
    # index in the collection, file, extra characters
    "JP": (0, "NotoSansCJKjp-Regular-Subset.otf",
           span(0x3040, 0x30FF) | span(0x31F0, 0x31FF) | legacy_charset("euc_jp", euc, euc)
           | {0x20B9F, 0x5861, 0x525D, 0x9830}),  # the 2010 Joyo additions outside JIS X 0208
    "SC": (2, "NotoSansCJKsc-Regular-Subset.otf", legacy_charset("gb2312", euc, euc)),
    # Traditional Chinese: the characters of Big5 and of its Hong Kong supplement (HKSCS) that
    # the faces tried before it lack (filled in below). Every ideograph is one em in each face,
    # so a character the JP, SC or KR face has measures the same there; Hong Kong's glyph forms
    # differ from Taiwan's in shape only.
    "TC": (3, "NotoSansCJKtc-Regular-Subset.otf", set()),
    "KR": (1, "NotoSansCJKkr-Regular-Subset.otf",
           span(0xAC00, 0xD7A3) | span(0x1100, 0x11FF) | span(0x3130, 0x318F)
           | legacy_charset("euc_kr", euc, euc)),
}

big5 = legacy_charset("big5hkscs", range(0x81, 0xFF), list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)))
before = set().union(*(extra for lang, (_, _, extra) in subsets.items() if lang != "TC"))
subsets["TC"] = (3, subsets["TC"][1], big5 - before)

collection = TTCollection(ttc_path)
for lang, (index, name, extra) in subsets.items():
    font = collection.fonts[index]
    options = subset.Options()
    options.hinting = False          # CFF hints do not change advances
    options.name_IDs = ["*"]         # keep copyright and license records
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.layout_features = ["*"]  # keep locl, vert, palt...: shaping stays as in the full font
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(shared | extra))
    subsetter.subset(font)
    font.recalcTimestamp = False     # keep head.modified: the same input gives the same bytes
    font.save(f"{out}/{name}")
    print(f"vendor-fonts: {name}: {len(font.getBestCmap())} characters")
PY

# Noto Color Emoji without its bitmaps: every character, sequence ligature (flags, ZWJ
# families, skin tones, keycaps) and advance is kept, and only the pictures go (9 MB of them);
# layout needs the advances alone.
python3 - "$emoji_ttf" "$out" <<'PY'
import sys
from fontTools.ttLib import TTFont
from fontTools import subset

path, out = sys.argv[1], sys.argv[2]
font = TTFont(path)
options = subset.Options()
options.drop_tables += ["CBDT", "CBLC", "sbix"]
options.name_IDs = ["*"]
options.name_languages = ["*"]
options.layout_features = ["*"]
options.notdef_outline = True
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=sorted(font.getBestCmap()))
subsetter.subset(font)
font.recalcTimestamp = False
font.save(f"{out}/NotoColorEmoji-Advances.ttf")
print(f"vendor-fonts: NotoColorEmoji-Advances.ttf: {len(font.getBestCmap())} characters")
PY

# License texts: the Debian copyright files (they carry the full OFL 1.1), and OFL.txt.
cp /usr/share/doc/fonts-inter/copyright "$out/LICENSE-Inter.txt"
cp /usr/share/doc/fonts-noto-core/copyright "$out/LICENSE-Noto.txt"
cp /usr/share/doc/fonts-noto-cjk/copyright "$out/LICENSE-NotoCJK.txt"
cp /usr/share/doc/fonts-noto-color-emoji/copyright "$out/LICENSE-NotoEmoji.txt"
# (The last "License: SIL-1.1" paragraph holds the text; the first one only names it.)
awk '/^License: SIL-1.1$/ {on=1; text=""; next} on && /^[^ ]/ {on=0}
     on {sub(/^ /, ""); if ($0 == ".") $0 = ""; text = text $0 "\n"} END {printf "%s", text}' \
  /usr/share/doc/fonts-noto-cjk/copyright > "$out/OFL.txt"

# The manifest. fallback: lower is tried first. sfTracking: whether SF Pro's tracking table is
# added (true for a stand-in for SF Pro; false for SF Pro itself and for non-SF faces).
inter_scripts='["Latn", "Grek", "Cyrl"]'
# Inter stands in for SF Pro, so it takes SF Pro's line metrics as well as its tracking: SF Pro
# Text's hhea ascender 1950 and descender 494 of 2048 units (UIFont.systemFont(ofSize: 17)
# .lineHeight is 20.287), scaled to Inter's 2816 units. Inter's own (2728 + 680) would make
# every line 1.2% taller than on a device: 20.667 instead of 20.333 at 17 pt @3x.
sf_metrics='"ascender": 2681, "descender": 679, "lineGap": 0'
# Inter Display takes the same line metrics: SF Pro Display's lines are as tall for their size
# as SF Pro Text's (UIFont.systemFont(ofSize: 28).lineHeight is 33.4, 1.193 em, as at 17 pt).
# Inter Display has 2048 units per em, as SF Pro does, so they are SF Pro's numbers unscaled.
sf_display_metrics='"ascender": 1950, "descender": 494, "lineGap": 0'
# The families are tried in this order; the faces already shipped keep their places, so a
# character they cover measures as before, and the emoji face comes last: characters shown as
# emoji take it first by their own rule (Emoji_Presentation or variation selector 16).
{
  echo '{'
  echo '  "version": 1,'
  echo '  "faces": ['
  for pair in Thin:100 ExtraLight:200 Light:300 Regular:400 Medium:500 SemiBold:600 Bold:700 ExtraBold:800 Black:900; do
    echo "    {\"file\": \"Inter-${pair%%:*}.otf\", \"family\": \"Inter\", \"weight\": ${pair##*:}, \"scripts\": $inter_scripts, \"fallback\": 0, \"sfTracking\": true, $sf_metrics, \"belowPointSize\": 20, \"opticalSize\": 17},"
  done
  for pair in Thin:100 ExtraLight:200 Light:300 Regular:400 Medium:500 SemiBold:600 Bold:700 ExtraBold:800 Black:900; do
    echo "    {\"file\": \"InterDisplay-${pair%%:*}.otf\", \"family\": \"Inter\", \"weight\": ${pair##*:}, \"scripts\": $inter_scripts, \"fallback\": 0, \"sfTracking\": true, $sf_display_metrics, \"fromPointSize\": 20, \"opticalSize\": 28},"
  done
  noto_entry() {  # noto_entry FACE FALLBACK
    local stem="${1%%:*}" rest="${1#*:}"; local family="${rest%%:*}" script="${rest#*:}"
    local weights="${script#*:}"; script="${script%%:*}"; family="${family//_/ }"
    echo "    {\"file\": \"Noto${stem}-Regular.ttf\", \"family\": \"$family\", \"weight\": 400, \"scripts\": [\"$script\"], \"fallback\": $2, \"sfTracking\": false},"
    [ "$weights" = RB ] && echo "    {\"file\": \"Noto${stem}-Bold.ttf\", \"family\": \"$family\", \"weight\": 700, \"scripts\": [\"$script\"], \"fallback\": $2, \"sfTracking\": false},"
    return 0
  }
  f=1
  for face in $noto_faces; do
    [ $f -eq 5 ] && f=8  # 5 to 7 are the CJK faces, below
    noto_entry "$face" $f
    f=$((f + 1))
  done
  echo "    {\"file\": \"NotoSansCJKjp-Regular-Subset.otf\", \"family\": \"Noto Sans CJK JP\", \"weight\": 400, \"scripts\": [\"Hira\", \"Kana\", \"Hani\"], \"fallback\": 5, \"sfTracking\": false, \"language\": \"ja\"},"
  echo "    {\"file\": \"NotoSansCJKsc-Regular-Subset.otf\", \"family\": \"Noto Sans CJK SC\", \"weight\": 400, \"scripts\": [\"Hani\"], \"fallback\": 6, \"sfTracking\": false, \"language\": \"zh-Hans\"},"
  echo "    {\"file\": \"NotoSansCJKkr-Regular-Subset.otf\", \"family\": \"Noto Sans CJK KR\", \"weight\": 400, \"scripts\": [\"Hang\"], \"fallback\": 7, \"sfTracking\": false, \"language\": \"ko\"},"
  echo "    {\"file\": \"NotoSansCJKtc-Regular-Subset.otf\", \"family\": \"Noto Sans CJK TC\", \"weight\": 400, \"scripts\": [\"Hani\", \"Bopo\"], \"fallback\": $f, \"sfTracking\": false, \"language\": \"zh-Hant\"},"
  echo "    {\"file\": \"NotoColorEmoji-Advances.ttf\", \"family\": \"Noto Color Emoji\", \"weight\": 400, \"scripts\": [\"Zsye\"], \"fallback\": $((f + 1)), \"sfTracking\": false, \"emoji\": true}"
  echo '  ]'
  echo '}'
} > "$out/fonts.json"

cat > "$out/README.md" <<EOF
# Pinned fonts

layoutreg measures text with these files and only these (unless \`--fonts DIR\` or
\`LAYOUTREG_FONTS\` points elsewhere), so a layout measured on one machine is the same on
every other. Generated by \`scripts/vendor-fonts.sh\`; do not edit by hand.

| Files | Debian package | Upstream | License |
|---|---|---|---|
| \`Inter-{Thin,ExtraLight,Light,Regular,Medium,SemiBold,Bold,ExtraBold,Black}.otf\` (SF Pro Text's design, 17 pt and below) and \`InterDisplay-*.otf\` (SF Pro Display's, 28 pt and above; interpolated between) | fonts-inter $inter_version (fonts report "Version 3.019") | https://github.com/rsms/inter | OFL 1.1, \`LICENSE-Inter.txt\` |
| \`NotoSans{Hebrew,Armenian,Georgian,Ethiopic}-{Regular,Bold}.ttf\`, \`NotoSerifTibetan-Regular.ttf\`, \`NotoSans{Symbols,Symbols2,Math}-Regular.ttf\` | fonts-noto-core $noto_version | https://github.com/notofonts | OFL 1.1, \`LICENSE-Noto.txt\` |
| \`NotoSans{Arabic,Devanagari,Thai,Bengali,Gurmukhi,Gujarati,Oriya,Tamil,Telugu,Kannada,Malayalam,Sinhala,Lao,Khmer,Myanmar}UI-{Regular,Bold}.ttf\` (UI versions: line heights for interface text) | fonts-noto-ui-core $noto_ui_version | https://github.com/notofonts | OFL 1.1, \`LICENSE-Noto.txt\` |
| \`NotoSansCJK{jp,sc,kr,tc}-Regular-Subset.otf\` | fonts-noto-cjk $cjk_version (\`NotoSansCJK-Regular.ttc\`, faces 0 JP, 2 SC, 1 KR, 3 TC) | https://github.com/notofonts/noto-cjk | OFL 1.1, \`LICENSE-NotoCJK.txt\` |
| \`NotoColorEmoji-Advances.ttf\` (Noto Color Emoji without its bitmaps) | fonts-noto-color-emoji $emoji_version | https://github.com/googlefonts/noto-emoji | OFL 1.1, \`LICENSE-NotoEmoji.txt\` |

\`OFL.txt\` is the SIL Open Font License 1.1 text. Inter and Noto files are copied unchanged, but
for the CJK and emoji subsets below. The folder holds $(du -sh "$out" | cut -f1) in all.

## CJK subsets (fontTools $fonttools_version, \`pyftsubset\` options: no hinting, all layout features, all names)

Every CJK face keeps: ASCII and Latin-1, General Punctuation (U+2010–206F), CJK Symbols and
Punctuation (U+3000–303F), Halfwidth and Fullwidth Forms (U+FF00–FFEF), arrows, geometric shapes,
miscellaneous symbols, enclosed CJK letters and CJK compatibility (U+3200–33FF). Then:

- **JP**: Hiragana and Katakana (U+3040–30FF, U+31F0–31FF), every character of JIS X 0208
  (decoded from EUC-JP), and the four 2010 Jōyō kanji outside it (𠮟 塡 剝 頰).
- **SC**: every character of GB 2312 (decoded from EUC-CN).
- **KR**: all 11,172 Hangul syllables (U+AC00–D7A3), Hangul Jamo and compatibility Jamo, and
  every character of KS X 1001 (decoded from EUC-KR), Hanja included.
- **TC**: the characters of Big5 and its Hong Kong supplement (HKSCS, decoded from
  Big5-HKSCS) that the JP, SC and KR subsets lack. The faces are tried in that order, and
  every ideograph is one em in each, so a character they have measures the same there. Hong
  Kong's glyph forms differ from Taiwan's in shape, not width.

## Emoji (fontTools $fonttools_version)

\`NotoColorEmoji-Advances.ttf\` is Noto Color Emoji with its colour bitmaps (\`CBDT\`, \`CBLC\`) left
out: every character, advance and ligature (flags, ZWJ sequences, skin tones, keycaps) is
kept, so a sequence measures as the one glyph it is drawn as, in a file of a few hundred KB
instead of 10 MB. Its advance is Noto's (2550 of 2048 units, 1.245 em); Apple Color Emoji's is not published.

Only Regular is kept: in Noto Sans CJK every advance of Bold equals Regular's for these
characters, so a bold CJK text measures the same with the Regular face.

## Manifest

\`fonts.json\` lists each face: \`file\`, \`family\`, CSS \`weight\` (100–900), \`scripts\` (ISO 15924,
informative), \`fallback\` (families are tried in increasing order, a character going to the
first that has a glyph for it), \`sfTracking\` (add SF Pro's size-dependent tracking: true for
stand-ins such as Inter, false for SF Pro itself), and optionally \`language\` (BCP 47, for
shaping, and the Han region whose ideographs the face draws first: a case's \`ja\`, \`ko\`,
\`zh-Hans\` or \`zh-Hant\` locale, \`zh-HK\` taking a \`zh-HK\` face if there is one, else \`zh-Hant\`;
a CJK face's runs are shaped in the case's CJK language, so the fonts' \`locl\` forms follow the
locale), \`index\` (face index in a collection) and \`ascender\`/\`descender\`/\`lineGap\` (font units,
to override the font's own line metrics), \`fromPointSize\`/\`belowPointSize\` (the sizes a face is
for: Inter Display from 20 pt, Inter below), \`emoji\` (the face that characters shown as
emoji take first) and \`opticalSize\` (the point size whose design a face stands for: between
the optical sizes of two faces of one family and weight, each cluster's advance is interpolated
linearly, Inter at 17 and Inter Display at 28, as SF Pro's variable design moves from Text to
Display between 17 and 28 pt). The Inter faces carry SF Pro Text's line metrics
(ascender 2681, descender 679, line gap 0 in Inter's 2816 units: SF Pro's 1950 and 494 of 2048),
so that a body line is 20.333 pt at @3x as on a device rather than Inter's own 20.667; with
\`sfTracking\` this makes Inter stand in for SF Pro in both directions. To measure with other fonts (Apple's SF Pro from a
Mac, for instance), write such a manifest beside them and pass that folder with \`--fonts\`.
EOF

echo "vendor-fonts: wrote $out ($(du -sh "$out" | cut -f1))"
