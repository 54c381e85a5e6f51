// `npm run bench`'s tables (scripts/bench.mjs): every part's figures beside its targets, a pass/fail mark
// on each, and the checks the JSON line carries.
import { GAME_IDS, RATES, TARGETS, TITLES, kb, mark, median, ms, table } from './bench-common.mjs';
import { reportDeep } from './bench-deep.mjs';
import { reportFloor } from './bench-floor-report.mjs';

export function report(results, options, cases) {
  const { size, solver, render, moves, heap, inputControl, winnable, deep, floor } = results;
  const checks = {};
  if (size) {
    checks.bundleGzip = size.worstPage.gzip / 1024 <= TARGETS.bundleGzipKB;
    const bytes = (n) => `${n} B (${kb(n)})`;
    const rows = size.files.map((f) => [f.name, `${f.raw} B`, '', bytes(f.gzip), bytes(f.brotli), '', '']);
    if (size.files.length > 1) {
      rows.push([
        'all files',
        `${size.everything.raw} B`,
        '',
        bytes(size.everything.gzip),
        bytes(size.everything.brotli),
        '',
        '',
      ]);
      for (const id of GAME_IDS) {
        const page = size.pages[id];
        const target = id === size.worstPage.game;
        rows.push([
          `a page playing ${id} (${page.files.length} files)`,
          `${page.raw} B`,
          '',
          bytes(page.gzip),
          bytes(page.brotli),
          target ? `<= ${TARGETS.bundleGzipKB} KB gzip` : '',
          target ? mark(checks.bundleGzip) : '',
        ]);
      }
    } else {
      rows[0][5] = `<= ${TARGETS.bundleGzipKB} KB gzip`;
      rows[0][6] = mark(checks.bundleGzip);
    }
    const names = {
      lit: 'lit',
      xstate: 'xstate',
      element: 'element + core (src/ outside games/)',
      'game:carpet': 'games/carpet',
      'game:carthage': 'games/carthage',
      'game:cadogan-carpet': 'games/cadogan-carpet',
      unmapped: 'unmapped (bundle glue)',
      other: 'other',
    };
    const order = [
      'game:carpet',
      'game:carthage',
      'game:cadogan-carpet',
      'element',
      'lit',
      'xstate',
      'unmapped',
      'other',
    ];
    rows.push(['by part (minified code, attributed by source map):', '', '', '', '', '', '']);
    for (const part of order) {
      const p = size.parts[part];
      if (!p) continue;
      rows.push([
        `  ${names[part] ?? part}`,
        `${p.minified} B`,
        `${(p.share * 100).toFixed(1)}%`,
        `${p.gzip} B`,
        `${p.brotli} B`,
        '',
        '',
      ]);
    }
    const m = size.minimalLitElement;
    rows.push(['bench/minimal-element.js (yardstick)', `${m.minified} B`, '', bytes(m.gzip), bytes(m.brotli), '', '']);
    table(
      'Size (each file compressed on its own, as it travels; each part gzipped on its own, so parts add up to more than the whole)',
      ['file / part', 'minified', 'share', 'gzip -9', 'brotli', 'target', ''],
      rows,
    );
  }
  if (render) {
    const rows = [];
    for (const c of cases) {
      const r = render[c.id];
      const title = c.id === 'minimal' ? 'minimal Lit element' : TITLES[c.id];
      for (const rate of RATES) {
        const x = r[`${rate}x`];
        const pass = c.id === 'minimal' ? undefined : x.ratioToMinimal <= TARGETS.firstRenderRatio;
        if (pass !== undefined) checks[`firstRender:${c.id}:${rate}x`] = pass;
        rows.push([
          title,
          `${rate}x`,
          ms(x.firstPaintMedianMs),
          ms(x.renderMedianMs),
          ms(x.paintMedianMs),
          `${x.ratioToMinimal.toFixed(2)}x`,
          ms(x.importMedianMs),
          x.shadowElements,
          c.id === 'minimal' ? '' : `<= ${TARGETS.firstRenderRatio}x`,
          mark(pass),
        ]);
      }
    }
    table(
      `First render, median of ${options.runs} page loads, from customElements.define to: the first painted frame (whatever it shows); updateComplete; the first frame painted with the content (the game's cards). Ratio: that last one / the minimal Lit element's. The bundle's import is not included (shown apart)`,
      [
        'element',
        'cpu',
        'first frame',
        'updateComplete',
        'content painted',
        'ratio',
        'import',
        'shadow nodes',
        'target',
        '',
      ],
      rows,
    );
  }
  if (moves) {
    const rows = [];
    for (const id of GAME_IDS) {
      for (const rate of RATES) {
        const x = moves[id][`${rate}x`];
        const movePass = rate === 1 ? x.moveMedianMs < TARGETS.moveMedianMs1x : undefined;
        const inputPass = rate === 4 ? x.inputToFrameP95Ms < TARGETS.inputP95Ms4x : undefined;
        if (movePass !== undefined) checks[`moveMedian:${id}`] = movePass;
        if (inputPass !== undefined) checks[`inputP95:${id}`] = inputPass;
        rows.push([
          TITLES[id],
          `${rate}x`,
          `${ms(x.handlerMedianMs)} / ${ms(x.handlerP95Ms)}`,
          `${ms(x.moveMedianMs)} / ${ms(x.moveP95Ms)}`,
          rate === 1 ? `< ${TARGETS.moveMedianMs1x} ms ${mark(movePass)}` : '',
          `${ms(x.inputToFrameMedianMs)} / ${ms(x.inputToFrameP95Ms)}`,
          `${(x.inputToFrameP95Ms / inputControl[`${rate}x`].inputToFrameP95Ms).toFixed(2)}x`,
          `${ms(x.inputToPaintMedianMs)} / ${ms(x.inputToPaintP95Ms)}`,
          rate === 4 ? `p95 < ${TARGETS.inputP95Ms4x} ms ${mark(inputPass)}` : '',
          `${x.apiMoves}/${x.clicks}${x.clickMisses ? ` (${x.clickMisses} missed)` : ''}`,
        ]);
      }
    }
    for (const rate of RATES) {
      const c = inputControl[`${rate}x`];
      rows.push([
        'control: a button that only changes its text',
        `${rate}x`,
        '',
        '',
        '',
        `${ms(c.inputToFrameMedianMs)} / ${ms(c.inputToFrameP95Ms)}`,
        '1.00x',
        '',
        '',
        `0/${c.clicks}`,
      ]);
    }
    table(
      `Moves (median / p95), a ${options.moves}-move game per game alternating play() and real clicks: play() -> returned (handler), -> updateComplete (handler+render); click's pointerup -> next rAF callback / -> frame painted`,
      [
        'game',
        'cpu',
        'handler',
        'handler+render',
        'target',
        'input->frame',
        'p95 / control',
        'input->painted',
        'target',
        'api/clicks',
      ],
      rows,
    );
    const control4x = inputControl['4x'].inputToFrameP95Ms;
    if (control4x >= TARGETS.inputP95Ms4x)
      console.log(
        `note: the control alone takes ${ms(control4x)} at p95 at 4x, at or over the ${TARGETS.inputP95Ms4x} ms target: the target is out of reach here for any element; read the ratio to the control`,
      );
    const longRows = [];
    for (const id of GAME_IDS) {
      for (const rate of RATES) {
        const t = moves[id][`${rate}x`].longTasks;
        const pass = rate === 1 ? t.maxMs <= TARGETS.longTaskMs : undefined;
        if (pass !== undefined) checks[`longTasks:${id}`] = pass;
        longRows.push([
          TITLES[id],
          `${rate}x`,
          t.count,
          t.count ? ms(t.maxMs) : '-',
          t.over50,
          rate === 1 ? `none over ${TARGETS.longTaskMs} ms` : '(not a target)',
          mark(pass),
        ]);
      }
    }
    table(
      `Long tasks while playing (the ${options.moves}-move games above, the solver analysing every position)`,
      ['game', 'cpu', 'long tasks', 'longest', 'over 50 ms', 'target', ''],
      longRows,
    );
  }
  if (solver) {
    const rows = GAME_IDS.map((id) => {
      const s = solver[id];
      const pass = id === 'carpet' ? s.dealsPerSecond >= TARGETS.carpetDealsPerSecond : undefined;
      if (pass !== undefined) checks.carpetSolver = pass;
      return [
        TITLES[id],
        s.deals,
        `${s.decided} (${s.won} won, ${s.lost} lost)`,
        s.unknown,
        `${s.seconds} s`,
        s.deals ? s.dealsPerSecond : `~${s.estimatedDealsPerSecond} (est.)`,
        s.deals ? s.dealsPerCpuSecond : '-',
        s.positionsPerSecond.toLocaleString('en'),
        s.budget.toLocaleString('en'),
        id === 'carpet' ? `>= ${TARGETS.carpetDealsPerSecond} deals/s` : '',
        mark(pass),
      ];
    });
    table(
      "Solver in Node (seeds from 1, each game's default budget; time-boxed; est. = positions/s / budget when no deal finished in the box)",
      ['game', 'deals', 'decided', 'unknown', 'time', 'deals/s', 'per CPU s', 'positions/s', 'budget', 'target', ''],
      rows,
    );
  }
  if (heap) {
    const rows = GAME_IDS.map((id) => [
      TITLES[id],
      heap[id].instances,
      kb(heap[id].perInstanceBytes),
      kb(heap[id].perInstanceAfter1sSolvingBytes),
    ]);
    table(
      'Heap per instance (usedJSHeapSize after gc(): 20 instances minus none, / 20)',
      ['game', 'instances', 'rendered', 'after 1 s of solving'],
      rows,
    );
  }
  if (winnable) {
    const rows = Object.entries(winnable).map(([id, w]) => {
      const pass = w.withinTarget === w.deals.length && w.longestTaskMs <= TARGETS.longTaskMs;
      checks[`winnable:${id}`] = pass;
      const deals = w.deals
        .map(
          (d) =>
            `${d.seed}${d.dealt && d.dealt !== d.seed ? `->${d.dealt}` : ''} ${d.ms === null ? 'none' : `${(d.ms / 1000).toFixed(1)} s`}`,
        )
        .join(', ');
      const clicks = w.deals.map((d) => d.clickMs).filter((c) => c !== null);
      return [
        TITLES[id],
        deals,
        `${w.withinTarget}/${w.deals.length}`,
        w.deals.every((d) => d.sawFinding || d.ms < 1000) ? 'yes' : 'no',
        clicks.length ? `${ms(median(clicks))} (max ${ms(Math.max(...clicks))})` : '-',
        w.longestTaskMs ? ms(w.longestTaskMs) : 'none',
        `${w.firstRenderTaskMs ? ms(w.firstRenderTaskMs) : 'none'} / ${w.dealDrawnTaskMs ? ms(w.dealDrawnTaskMs) : 'none'}`,
        `${w.deals.length}/${w.deals.length} within ${TARGETS.winnableDealMs / 1000} s, no task over ${TARGETS.longTaskMs} ms`,
        mark(pass),
      ];
    });
    table(
      'A winnable deal in the widget (drop-in build, Chromium 1x): seed -> seed dealt, time until it is on the table',
      [
        'game',
        'per seed',
        'within 30 s',
        '"Finding…" shown',
        'toolbar click -> frame, median',
        'longest task while searching',
        'longest: first render / drawing the deal',
        'target',
        '',
      ],
      rows,
    );
  }
  if (deep) reportDeep(deep, checks, { targets: TARGETS, table, ms, mark });
  if (floor) reportFloor(floor, checks, { targets: TARGETS, titles: TITLES, table, ms, mark });
  const passed = Object.values(checks).filter(Boolean).length;
  console.log(
    `\ntargets: ${passed} of ${Object.keys(checks).length} met${
      passed < Object.keys(checks).length
        ? ` (missed: ${Object.entries(checks)
            .filter(([, v]) => !v)
            .map(([k]) => k)
            .join(', ')})`
        : ''
    }`,
  );
  return checks;
}
