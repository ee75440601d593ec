/// The report's style sheet and script, written beside `index.html`: no network, no
/// external fonts, so the report reads the same offline and from `file://`. Sizes are in
/// `rem` and the wireframes scale to their column, so that the page reflows at 200% zoom.
enum ReportAssets {
    static let css = #"""
        :root { color-scheme: light; --fail: #b71c1c; --new: #0d47a1; --error: #6a1b9a; --pass: #1b5e20; --changed: #e65100; }
        * { box-sizing: border-box; }
        body { font: 1rem/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 90rem; padding: 1rem; color: #111; background: #fff; }
        .skip { position: absolute; left: -100rem; } .skip:focus { left: 1rem; top: 1rem; background: #ffd; padding: .25rem; }
        h1 { font-size: 1.5rem; margin: 0 0 .25rem; } h2 { font-size: 1.25rem; } h3 { font-size: 1rem; margin: .5rem 0; }
        .verdict { font-weight: 600; } .verdict.fail { color: var(--fail); } .verdict.pass { color: var(--pass); }
        .counts { display: flex; flex-wrap: wrap; gap: .5rem; list-style: none; padding: 0; }
        .counts li { border: 1px solid #ccc; border-radius: .25rem; padding: .25rem .75rem; }
        .counts li.fail b { color: var(--fail); } .counts li.new b { color: var(--new); } .counts li.error b { color: var(--error); }
        .counts li.pass b { color: var(--pass); } .counts li.changed b { color: var(--changed); }
        .inputs { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: .1rem 1rem; }
        .inputs dt { font-weight: 600; } .inputs dd { margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, monospace; }
        .scroll { overflow-x: auto; max-width: 100%; }
        table { border-collapse: collapse; margin: .25rem 0 1rem; }
        th, td { border: 1px solid #ddd; padding: .15rem .5rem; text-align: left; vertical-align: top; }
        td { font-variant-numeric: tabular-nums; }
        .heat td { text-align: center; min-width: 3.5rem; }
        .h0 { background: #fff; } .h1 { background: #fde0dc; } .h2 { background: #f9bdbb; } .h3 { background: #f69988; }
        .h4 { background: #e84e40; color: #fff; } .h5 { background: #b71c1c; color: #fff; }
        .filters { display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; margin: .5rem 0; }
        .filters select { font: inherit; max-width: 100%; }
        .keys { color: #444; font-size: .9rem; }
        kbd { border: 1px solid #999; border-radius: .2rem; padding: 0 .25rem; font-family: ui-monospace, monospace; }
        section.case { border-top: 2px solid #ddd; padding: .5rem 0 1rem; }
        section.case:focus { outline: 3px solid var(--new); outline-offset: .25rem; }
        section.case h3 a { overflow-wrap: anywhere; }
        .status { border-radius: .25rem; padding: 0 .4rem; color: #fff; font-size: .85rem; background: #555; }
        .status.fail { background: var(--fail); } .status.new { background: var(--new); } .status.error { background: var(--error); }
        .status.changed { background: var(--changed); }
        .causes { padding-left: 1.25rem; } .causes code, .differences code { overflow-wrap: anywhere; }
        .message { color: var(--error); }
        .wires { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
        figure { margin: 0; flex: 1 1 16rem; min-width: 0; max-width: 32rem; }
        figcaption { font-weight: 600; font-size: .9rem; }
        svg.wire { display: block; width: 100%; height: auto; max-height: 80vh; border: 1px solid #ccc; background: #fafafa; }
        rect.v { fill: none; stroke: #888; stroke-width: 1px; vector-effect: non-scaling-stroke; }
        rect.v:hover { stroke: #000; stroke-width: 3px; }
        rect.v.changed { fill: rgba(230, 81, 0, .10); stroke: var(--changed); stroke-width: 2px; }
        rect.v.cause { fill: rgba(183, 28, 28, .18); stroke: var(--fail); stroke-width: 3px; }
        rect.v.added { fill: rgba(13, 71, 161, .12); stroke: var(--new); stroke-width: 2px; }
        rect.v.missing { stroke: var(--error); stroke-width: 2px; stroke-dasharray: 4 3; }
        rect.v.was { fill: none; stroke: var(--new); stroke-dasharray: 4 3; }
        rect.finding { fill: none; stroke: #aa00ff; stroke-width: 2px; stroke-dasharray: 3 2; vector-effect: non-scaling-stroke; }
        text.l { font: 9px system-ui, sans-serif; fill: #333; pointer-events: none; }
        figure.overlay { display: none; }
        body.overlay figure.overlay { display: block; }
        body.overlay figure.baseline, body.overlay figure.current { display: none; }
        tr.cause th { color: var(--fail); }
        section.sheet { border-top: 2px solid #ddd; padding: .5rem 0; } section.sheet summary { font-weight: 600; cursor: pointer; }
        .thumbs { display: flex; flex-wrap: wrap; gap: .5rem; align-items: flex-end; margin: .25rem 0; }
        .thumbs .row { min-width: 7rem; font-size: .85rem; font-weight: 600; align-self: center; overflow-wrap: anywhere; }
        figure.thumb { flex: 0 0 5.5rem; max-width: 5.5rem; }
        figure.thumb svg.wire { max-height: 12rem; }
        figure.thumb figcaption { font-weight: normal; font-size: .75rem; overflow-wrap: anywhere; }
        figure.thumb.fail svg.wire { border: 2px solid var(--fail); } figure.thumb.new svg.wire { border: 2px solid var(--new); }
        li.string-change { color: var(--changed); }
        figure.thumb.error svg.wire { border: 2px solid var(--error); } figure.thumb.changed svg.wire { border: 2px solid var(--changed); }
        .none { color: var(--pass); font-weight: 600; }
        @media print { .filters, .keys, .skip { display: none; } }
        """#

    /// Filters, deep links (`#case=NAME`, `#scenario=NAME`), keys and the overlay switch. With
    /// `?check` in the address, it also writes each current wireframe's boxes, as the browser
    /// measures them, into the page (`data-bbox`), the case a deep link focused, and the
    /// errors it saw (`data-errors`), for the browser test that reads the page back.
    static let script = #"""
        (function () {
          'use strict';
          var errors = [];
          window.addEventListener('error', function (event) { errors.push(String(event.message)); });
          var cases = Array.prototype.slice.call(document.querySelectorAll('section.case'));
          var sheets = Array.prototype.slice.call(document.querySelectorAll('section.sheet'));
          var selects = Array.prototype.slice.call(document.querySelectorAll('#filters select'));
          var overlay = document.getElementById('f-overlay');
          var shown = document.getElementById('shown');

          function apply() {
            var wanted = {};
            selects.forEach(function (s) { wanted[s.getAttribute('data-key')] = s.value; });
            var count = 0;
            cases.forEach(function (c) {
              var ok = (!wanted.scenario || c.getAttribute('data-scenario') === wanted.scenario)
                && (!wanted.locale || c.getAttribute('data-locale') === wanted.locale)
                && (!wanted.status || c.getAttribute('data-status') === wanted.status);
              c.hidden = !ok;
              if (ok) { count += 1; }
            });
            sheets.forEach(function (s) { s.hidden = !!wanted.scenario && s.getAttribute('data-scenario') !== wanted.scenario; });
            if (shown) { shown.textContent = count + ' of ' + cases.length + ' shown'; }
          }

          function clearFilters() { selects.forEach(function (s) { s.value = ''; }); }

          function link(c) {
            return '#case=' + encodeURIComponent(c.getAttribute('data-case')).replace(/%2F/g, '/');
          }

          function show(c) {
            if (!c) { return; }
            c.focus({ preventScroll: true });
            c.scrollIntoView({ block: 'start' });
            try { history.replaceState(null, '', link(c)); } catch (e) { /* file:// in some browsers */ }
          }

          function fromHash() {
            var hash = location.hash.slice(1);
            var match = /^case=(.*)$/.exec(hash);
            if (match) {
              var name;
              try { name = decodeURIComponent(match[1]); } catch (e) { return; }
              var target = cases.filter(function (c) { return c.getAttribute('data-case') === name; })[0];
              if (target) {
                if (target.hidden) { clearFilters(); apply(); }
                show(target);
              }
              return;
            }
            match = /^scenario=(.*)$/.exec(hash);
            if (match) {
              var select = document.getElementById('f-scenario');
              try { select.value = decodeURIComponent(match[1]); } catch (e) { return; }
              apply();
              var first = cases.filter(function (c) { return !c.hidden; })[0];
              if (first) { first.scrollIntoView({ block: 'start' }); }
            }
          }

          function step(by) {
            var visible = cases.filter(function (c) { return !c.hidden; });
            if (visible.length === 0) { return; }
            var at = visible.indexOf(document.activeElement && document.activeElement.closest
              ? document.activeElement.closest('section.case') : null);
            var next = at < 0 ? (by > 0 ? 0 : visible.length - 1) : Math.max(0, Math.min(visible.length - 1, at + by));
            show(visible[next]);
          }

          selects.forEach(function (s) { s.addEventListener('change', apply); });
          if (overlay) {
            overlay.addEventListener('change', function () { document.body.classList.toggle('overlay', overlay.checked); });
          }
          document.addEventListener('keydown', function (event) {
            var tag = event.target && event.target.tagName;
            if (event.altKey || event.ctrlKey || event.metaKey || tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') { return; }
            if (event.key === 'j') { step(1); event.preventDefault(); }
            else if (event.key === 'k') { step(-1); event.preventDefault(); }
            else if (event.key === 'o' && overlay) {
              overlay.checked = !overlay.checked;
              document.body.classList.toggle('overlay', overlay.checked);
              event.preventDefault();
            } else if (event.key === '/' && selects[0]) { selects[0].focus(); event.preventDefault(); }
          });
          window.addEventListener('hashchange', fromHash);
          apply();
          fromHash();

          if (/[?&]check(&|$)/.test(location.search)) {
            var checked = 0;
            cases.forEach(function (c) {
              Array.prototype.slice.call(c.querySelectorAll('svg.current rect.v')).forEach(function (r) {
                var b = r.getBBox();
                r.setAttribute('data-bbox', [b.x, b.y, b.width, b.height].map(function (v) { return v.toFixed(3); }).join(' '));
                checked += 1;
              });
            });
            var first = document.querySelector('section.case svg.wire');
            var box = first ? first.getBoundingClientRect() : { width: 0, height: 0 };
            // Where the browser put each box of the first layout on the screen, back in points.
            var current = document.querySelector('section.case svg.wire.current');
            if (current) {
              var m = current.getScreenCTM();
              Array.prototype.slice.call(current.querySelectorAll('rect.v')).forEach(function (r) {
                var b = r.getBoundingClientRect();
                r.setAttribute('data-screen', [(b.left - m.e) / m.a, (b.top - m.f) / m.d, b.width / m.a, b.height / m.d]
                  .map(function (v) { return v.toFixed(3); }).join(' '));
              });
            }
            document.body.setAttribute('data-checked', String(checked));
            document.body.setAttribute('data-first-wire', box.width.toFixed(0) + 'x' + box.height.toFixed(0));
            var focused = document.activeElement && document.activeElement.closest ? document.activeElement.closest('section.case') : null;
            document.body.setAttribute('data-focused', focused ? focused.getAttribute('data-case') : '');
            document.body.setAttribute('data-focused-top', focused ? focused.getBoundingClientRect().top.toFixed(0) : '');
            document.body.setAttribute('data-errors', String(errors.length));
            document.body.setAttribute('data-error-text', errors.join(' | '));
          }
        })();
        """#
}
