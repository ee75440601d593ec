#!/usr/bin/env bash
# The HTML report in a real browser: installs Chromium (scripts/setup.sh --browser), makes a
# run fail by lengthening one German string in a copy of the fixtures, writes its report, and
# opens it from file:// in headless Chromium. Fails unless the page renders the summary and
# the first wireframe with no script errors, and every box the browser draws for the layout
# matches the frame `layoutreg layout` gives for that view. Chromium is required: without it
# the test fails, it does not skip.
#
# Usage: scripts/browser-test.sh [ARTIFACTS_DIR]   (the screenshot and the DOM are kept there)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --browser
command -v chromium >/dev/null || { echo "browser-test: chromium is required and missing" >&2; exit 1; }
swift build --product layoutreg >/dev/null
bin="$PWD/.build/debug/layoutreg"

work=$(mktemp -d "${TMPDIR:-/tmp}/layoutreg-browser.XXXXXX")
trap 'rm -rf "$work"' EXIT
artifacts="${1:-$work/artifacts}"
mkdir -p "$artifacts"
cp -r Fixtures "$work/Fixtures"
# The scenario's baseline file in the current form, with the strings each case showed, so
# that the run names the German string that changed and the baseline's wireframe writes it.
"$bin" record --db "$work/history.sqlite" --fixtures "$work/Fixtures" --filter 'seeds/login-buttons/*' >"$work/record.txt"
grep -q '^\$ ' "$work/Fixtures/Baselines/seeds/login-buttons.baseline" \
  || { echo "browser-test: record did not keep the strings in the baseline file" >&2; exit 1; }
python3 - "$work/Fixtures/strings/Seeds.xcstrings" <<'PY'
import json, sys
path = sys.argv[1]
catalog = json.load(open(path, encoding="utf-8"))
catalog["strings"]["Log in"]["localizations"]["de"]["stringUnit"]["value"] = "Jetzt sicher anmelden und weitermachen"
json.dump(catalog, open(path, "w", encoding="utf-8"), ensure_ascii=False, indent=2)
PY

case_name="seeds/login-buttons/iPhoneSE3/de/large/base"
status=0
"$bin" run --no-store --fixtures "$work/Fixtures" --filter "seeds/login-buttons/*/de/*" --report "$work/report" >"$work/run.txt" || status=$?
[ "$status" -eq 1 ] || { echo "browser-test: the run was to fail with status 1, got $status" >&2; cat "$work/run.txt" >&2; exit 1; }
# record --report: the approved cases and the scenario's contact sheet.
"$bin" record --db "$work/history.sqlite" --fixtures "$work/Fixtures" --filter "seeds/login-buttons/*/de/*" --mode failed \
  --report "$work/record-report" >"$work/record-failed.txt"
"$bin" layout "$work/Fixtures/seeds/login-buttons.json" --container iPhoneSE3 --locale de --size-category large \
  --string-set base --format json >"$work/layout.json"

# A scenario whose name is a script, with quotes: the page must show it as text and run nothing.
mkdir -p "$work/Hostile/seeds"
cp -r Fixtures/strings "$work/Hostile/strings"
python3 - "$work/Hostile/seeds/hostile.json" Fixtures/seeds/login-buttons.json <<'PY'
import json, sys
scenario = json.load(open(sys.argv[2], encoding="utf-8"))
scenario["scenario"] = "<script>document.body.setAttribute('data-pwned','1')</script>\"q"
scenario["matrix"] = {"containers": ["iPhoneSE3"], "locales": ["de"], "sizeCategories": ["large"], "stringSets": ["base"]}
json.dump(scenario, open(sys.argv[1], "w", encoding="utf-8"))
PY
status=0
"$bin" run --no-store --fixtures "$work/Hostile" --report "$work/hostile-report" >"$work/hostile.txt" || status=$?
[ "$status" -eq 1 ] || { echo "browser-test: the hostile run was to fail with status 1, got $status" >&2; exit 1; }

browser=(chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --user-data-dir="$work/profile"
         --enable-logging=stderr --v=0)
url="file://$work/report/index.html"
"${browser[@]}" --window-size=1280,2400 --screenshot="$artifacts/report.png" "$url" 2>"$work/screenshot.log" >/dev/null
"${browser[@]}" --window-size=1280,2400 --dump-dom "$url?check" 2>"$work/dom.log" >"$artifacts/report-dom.html"
# A deep link to the third case, at 200% zoom: it is focused and scrolled to the top.
linked=$(grep -o 'href="#case=[^"]*"' "$work/report/index.html" | sed -n 3p | sed 's/^href="//; s/"$//')
"${browser[@]}" --window-size=640,1200 --force-device-scale-factor=2 --dump-dom "$url?check$linked" 2>>"$work/dom.log" \
  >"$artifacts/deep-link-dom.html"
"${browser[@]}" --window-size=1280,2400 --dump-dom "file://$work/hostile-report/index.html?check" 2>>"$work/dom.log" \
  >"$artifacts/hostile-dom.html"
"${browser[@]}" --window-size=1280,2400 --dump-dom "file://$work/record-report/index.html?check" 2>>"$work/dom.log" \
  >"$artifacts/record-dom.html"

python3 - "$artifacts/report-dom.html" "$work/layout.json" "$artifacts/report.png" "$case_name" "$work/dom.log" \
  "$artifacts/hostile-dom.html" "$artifacts/deep-link-dom.html" "$linked" "$artifacts/record-dom.html" <<'PY'
import html.parser, json, sys, urllib.parse
dom_path, layout_path, png_path, case_name, log_path, hostile_path, deep_path, linked, record_path = sys.argv[1:]
problems = []

class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.body = {}
        self.section = None
        self.first_case = None
        self.rects = []
        self.in_current = False
        self.in_baseline = False
        self.in_label = False
        self.labels = {"current": [], "baseline": []}
        self.string_changes = []
        self.in_change = False
        self.sheets = []
        self.thumbs = []
        self.summary = False
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "body":
            self.body = a
        if tag == "h2" and a.get("id") == "summary-title":
            self.summary = True
        if tag == "section" and "case" in (a.get("class") or "").split():
            self.section = a.get("data-case")
            if self.first_case is None:
                self.first_case = self.section
        if tag == "svg" and "current" in (a.get("class") or "").split() and self.section == self.first_case:
            self.in_current = True
        if tag == "svg" and "baseline" in (a.get("class") or "").split() and self.section == self.first_case:
            self.in_baseline = True
        if tag == "rect" and self.in_current and "v" in (a.get("class") or "").split():
            self.rects.append(a)
        if tag == "text" and (self.in_current or self.in_baseline):
            self.in_label = True
            self.labels["current" if self.in_current else "baseline"].append("")
        if tag == "li" and "string-change" in (a.get("class") or "").split() and self.section == self.first_case:
            self.in_change = True
            self.string_changes.append("")
        if tag == "section" and "sheet" in (a.get("class") or "").split():
            self.sheets.append(a.get("data-scenario"))
        if tag == "figure" and "thumb" in (a.get("class") or "").split():
            self.thumbs.append(a.get("class"))
    def handle_data(self, data):
        if self.in_label:
            self.labels["current" if self.in_current else "baseline"][-1] += data
        if self.in_change:
            self.string_changes[-1] += data
    def handle_endtag(self, tag):
        if tag == "svg":
            self.in_current = False
            self.in_baseline = False
        if tag == "text":
            self.in_label = False
        if tag == "li":
            self.in_change = False

page = Page()
page.feed(open(dom_path, encoding="utf-8").read())
if not page.summary:
    problems.append("no summary heading in the rendered page")
if page.body.get("data-errors") != "0":
    problems.append("script errors: %s %s" % (page.body.get("data-errors"), page.body.get("data-error-text")))
if page.first_case != case_name:
    problems.append("the first case is %r, not %r" % (page.first_case, case_name))
width, _, height = (page.body.get("data-first-wire") or "0x0").partition("x")
if int(width or 0) < 100 or int(height or 0) < 100:
    problems.append("the first wireframe is drawn %sx%s px" % (width, height))
frames = {f["path"]: f for f in json.load(open(layout_path, encoding="utf-8"))["frames"] if "path" in f}
if not page.rects:
    problems.append("no boxes in the first layout's wireframe")
for rect in page.rects:
    path = rect.get("data-path")
    frame = frames.get(path)
    if frame is None:
        problems.append("a box for %r, which the layout does not have" % path)
        continue
    expected = [frame["x"], frame["y"], frame["width"], frame["height"]]
    for what, tolerance in (("data-bbox", 0.001), ("data-screen", 0.5)):
        got = [float(v) for v in (rect.get(what) or "").split()]
        if len(got) != 4 or any(abs(g - e) > tolerance for g, e in zip(got, expected)):
            problems.append("%s of %s is %s, the frame is %s" % (what, path, got, expected))
# Each Text is labelled with its string: the layout's the longer German one, the baseline's the old.
if not any(label.startswith("Jetzt sicher") for label in page.labels["current"]):
    problems.append("the layout's wireframe does not write the German string: %s" % page.labels["current"])
if "Anmelden" not in page.labels["baseline"]:
    problems.append("the baseline's wireframe does not write the old German string: %s" % page.labels["baseline"])
if not any("\"Anmelden\" → \"Jetzt sicher anmelden und weitermachen\"" in change for change in page.string_changes):
    problems.append("the first case does not name the changed string: %s" % page.string_changes)
record = Page()
record.feed(open(record_path, encoding="utf-8").read())
if record.sheets != ["seeds/login-buttons"]:
    problems.append("the record report's contact sheets are %s" % record.sheets)
if not any("changed" in (c or "").split() for c in record.thumbs):
    problems.append("the record report's contact sheet marks no changed case: %s" % record.thumbs[:5])
if record.body.get("data-errors") != "0":
    problems.append("script errors in the record report: %s" % record.body.get("data-error-text"))
drawn = {r.get("data-path") for r in page.rects}
missing = [p for p in frames if p not in drawn]
if missing:
    problems.append("views not drawn: %s" % missing)
console = [line for line in open(log_path, encoding="utf-8", errors="replace") if "CONSOLE" in line and ("Uncaught" in line or "Error" in line)]
if console:
    problems.append("console errors: %s" % console)
with open(png_path, "rb") as png:
    head = png.read(8)
    png.seek(0, 2)
    size = png.tell()
if head != b"\x89PNG\r\n\x1a\n" or size < 10_000:
    problems.append("the screenshot is not a PNG of a rendered page (%d bytes)" % size)
deep = Page()
deep.feed(open(deep_path, encoding="utf-8").read())
target = urllib.parse.unquote(linked[len("#case="):])
if deep.body.get("data-focused") != target:
    problems.append("the deep link %s focused %r" % (linked, deep.body.get("data-focused")))
elif abs(int(deep.body.get("data-focused-top") or "9999")) > 2:
    problems.append("the deep link's case is %s px from the top, not at it" % deep.body.get("data-focused-top"))

class Hostile(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.body = {}
        self.scripts = 0
        self.in_link = False
        self.links = []
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "body":
            self.body = a
        if tag == "script":
            self.scripts += 1
        self.in_link = tag == "a" and (a.get("href") or "").startswith("#case=")
    def handle_data(self, data):
        if self.in_link:
            self.links.append(data)
    def handle_endtag(self, tag):
        if tag == "a":
            self.in_link = False

hostile = Hostile()
hostile.feed(open(hostile_path, encoding="utf-8").read())
name = "<script>document.body.setAttribute('data-pwned','1')</script>\"q/iPhoneSE3/de/large/base"
if "data-pwned" in hostile.body:
    problems.append("a scenario's name ran as a script")
if hostile.scripts != 1:
    problems.append("the hostile report has %d script elements, not the report's one" % hostile.scripts)
if name not in hostile.links:
    problems.append("the hostile scenario's name is not shown as text: %s" % hostile.links[:3])
if hostile.body.get("data-errors") != "0":
    problems.append("script errors in the hostile report: %s" % hostile.body.get("data-error-text"))

if problems:
    print("browser-test: FAILED", *problems, sep="\n  ", file=sys.stderr)
    sys.exit(1)
print("browser-test: the report renders; %d boxes of %s match their frames, its texts labelled with their strings and "
      "the changed one named; a deep link at 200%% zoom shows %s; a scenario named as a script shows as text; "
      "the record report has its contact sheet" % (len(page.rects), case_name, target))
PY
