// The floor part's tables (scripts/bench-floor.mjs measures): the floor pages, first render and clicks
// against the floor, clicks to the painted frame (scripts/bench-painted.mjs), where a click's time goes
// (scripts/bench-trace.mjs) and, with --base, the base build beside the current one.
import { SEED } from './bench-floor-pages.mjs';
import { clickedHow, reportFirstClicks, reportPainted } from './bench-painted.mjs';
import { reportTraces } from './bench-trace.mjs';
import { reportScriptedFloors } from './bench-floor-scripted.mjs';

/** Prints the floor's tables and adds its pass/fail marks to `checks`. */
export function reportFloor(floor, checks, { targets, titles, table, ms, mark }) {
  const renderRows = [];
  const clickRows = [];
  const pageRows = [];
  for (const [id, r] of Object.entries(floor)) {
    for (const [rate, x] of Object.entries(r.firstRender)) {
      const target = targets.firstRenderFloor[rate];
      const pass = x.ratio <= target;
      checks[`firstRenderFloor:${id}:${rate}`] = pass;
      renderRows.push([
        titles[id],
        rate,
        ms(x.widgetMedianMs),
        ms(x.floorMedianMs),
        `${x.ratio.toFixed(2)}x`,
        `<= ${target}x`,
        mark(pass),
        `${ms(x.widgetFcpMedianMs)} / ${ms(x.floorFcpMedianMs)}`,
      ]);
    }
    for (const [rate, x] of Object.entries(r.clicks ?? {})) {
      const judged = rate === '4x';
      const passMedian = judged ? x.ratioMedian <= targets.clickFloorRatio : undefined;
      const passP95 = judged ? x.ratioP95 <= targets.clickFloorRatio : undefined;
      if (judged) {
        checks[`clickFloorMedian:${id}`] = passMedian;
        checks[`clickFloorP95:${id}`] = passP95;
      }
      clickRows.push([
        titles[id],
        rate,
        `${ms(x.widget.medianMs)} / ${ms(x.widget.p95Ms)}`,
        `${ms(x.floor.medianMs)} / ${ms(x.floor.p95Ms)}`,
        `${x.ratioMedian.toFixed(2)}x ${mark(passMedian)}`.trim(),
        `${x.ratioP95.toFixed(2)}x ${mark(passP95)}`.trim(),
        judged ? `<= ${targets.clickFloorRatio}x` : '',
        `${ms(x.control.medianMs)} / ${ms(x.control.p95Ms)}`,
        `${x.clicks}${x.misses ? ` (${x.misses} missed)` : ''}`,
      ]);
    }
    const p = r.page;
    const nodeTarget = targets.shadowElements[id];
    const nodesPass = p.shadowElements <= nodeTarget;
    checks[`shadowElements:${id}`] = nodesPass;
    checks[`floorPixelEqual:${id}`] = p.pixels.equal;
    const pixels = p.pixels.equal
      ? `equal (${p.pixels.size})`
      : p.pixels.differing === null
        ? `sizes differ: ${p.pixels.sizes.join(' vs ')}`
        : `${p.pixels.differing} of ${p.pixels.pixels} differ, in x ${p.pixels.box.left}-${p.pixels.box.right}, y ${p.pixels.box.top}-${p.pixels.box.bottom}`;
    const warnings = [
      p.captureStable ? '' : 'the table changed during the capture',
      p.nestedShadowRoots ? `${p.nestedShadowRoots} nested shadow roots not captured` : '',
      p.unlistedRegistered.length ? `registered but not written: ${p.unlistedRegistered.join(' ')}` : '',
      p.listedNotRegistered.length ? `not registered in the page: ${p.listedNotRegistered.join(' ')}` : '',
      ...Object.entries(p.scriptedPixels ?? {})
        .filter(([, pixels]) => !pixels.equal)
        .map(
          ([kind, pixels]) => `the ${kind} floor differs from the floor page (${pixels.differing ?? 'size'} pixels)`,
        ),
      p.firstPaintSameHtml === false ? "the first paint's shadow tree is not the widget's" : '',
      p.click ? `click: ${p.click.from} -> ${p.click.to}` : 'no card to click',
      Object.values(r.firstRender).some((x) => x.widgetShadowElementsAtFirstCards !== p.shadowElements)
        ? `${Math.max(...Object.values(r.firstRender).map((x) => x.widgetShadowElementsAtFirstCards))} elements at the first frame with cards`
        : '',
    ].filter(Boolean);
    pageRows.push([
      titles[id],
      p.cards,
      p.shadowElements,
      `<= ${nodeTarget}`,
      mark(nodesPass),
      `${(p.floorPageBytes / 1024).toFixed(1)} KB`,
      `${pixels} ${mark(p.pixels.equal)}`,
      warnings.join('; '),
    ]);
  }
  table(
    `Floor pages (seed ${SEED}): the widget's settled shadow DOM and styles as a static page, declarative shadow DOM, no script; full-page screenshots compared pixel by pixel`,
    ['game', 'cards', 'shadow elements', 'target', '', 'page', 'pixels (widget vs floor)', 'notes'],
    pageRows,
  );
  table(
    'First render against the floor (median of fresh loads, interleaved): navigation start -> the first frame painted with every card; FCP for reference',
    ['game', 'cpu', 'widget', 'floor', 'ratio', 'target', '', 'FCP widget / floor'],
    renderRows,
  );
  reportScriptedFloors(floor, { titles, table, ms });
  if (clickRows.length)
    table(
      `Clicks against the floor click page (median / p95): pointerup's timeStamp -> next rAF callback; the floor moves the same card with one appendChild (to the end of that frame's paint: the next table); ${clickedHow(floor)}`,
      ['game', 'cpu', 'widget', 'floor click', 'ratio median', 'ratio p95', 'target', 'control button', 'clicks'],
      clickRows,
    );
  reportPainted(floor, checks, { targets, titles, table, ms, mark });
  reportFirstClicks(floor, { titles, table, ms });
  reportTraces(floor, { titles, table, ms });
  reportBase(floor, { titles, table, ms });
}

/** With --base: the base build beside the current one, each as a ratio to the same floor pages, measured interleaved in this run. */
function reportBase(floor, { titles, table, ms }) {
  const games = Object.entries(floor).filter(([, r]) => r.base);
  if (!games.length) return;
  const { ref, commit, subject } = games[0][1].base;
  const x = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : 'n/a');
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const speedRows = [];
  const pageRows = [];
  for (const [id, r] of games) {
    const b = r.base;
    for (const [rate, render] of Object.entries(b.firstRender)) {
      const clickBase = b.clicks?.[rate];
      const clickCurrent = r.clicks?.[rate];
      speedRows.push([
        titles[id],
        rate,
        `${x(render.ratio)} -> ${x(r.firstRender[rate].ratio)}`,
        x(render.currentToBase),
        clickBase && clickCurrent ? `${x(clickBase.ratioMedian)} -> ${x(clickCurrent.ratioMedian)}` : 'n/a',
        clickBase && clickCurrent ? `${x(clickBase.ratioP95)} -> ${x(clickCurrent.ratioP95)}` : 'n/a',
        clickBase ? `${x(clickBase.currentToBaseMedian)} / ${x(clickBase.currentToBaseP95)}` : 'n/a',
        clickBase?.basePainted && clickCurrent?.widgetPainted
          ? `${ms(clickBase.basePainted.medianMs)} / ${ms(clickBase.basePainted.p95Ms)} -> ${ms(clickCurrent.widgetPainted.medianMs)} / ${ms(clickCurrent.widgetPainted.p95Ms)}`
          : 'n/a',
        `${render.runs} / ${clickBase ? `${clickBase.clicks}${clickBase.misses ? ` (${clickBase.misses} missed)` : ''}` : 0}`,
      ]);
    }
    const p = b.page;
    const pixels = p.pixels.equal
      ? 'pixel-equal'
      : p.pixels.differing === null
        ? `sizes differ: ${p.pixels.sizes.join(' vs ')}`
        : `${p.pixels.differing} of ${p.pixels.pixels} pixels differ, in x ${p.pixels.box.left}-${p.pixels.box.right}, y ${p.pixels.box.top}-${p.pixels.box.bottom}`;
    const sameClick =
      p.click &&
      r.page.click &&
      p.click.from === r.page.click.from &&
      p.click.index === r.page.click.index &&
      p.click.to === r.page.click.to;
    pageRows.push([
      titles[id],
      `${p.shadowElements} -> ${r.page.shadowElements}`,
      `${p.cards} -> ${r.page.cards}`,
      `${kb(b.firstCardGzip.base.gzip)} -> ${kb(b.firstCardGzip.current.gzip)}`,
      `${pixels}${p.sameShadowHtml ? '' : '; other shadow HTML'}`,
      p.click ? `${p.click.from} -> ${p.click.to}${sameClick ? ' (the same)' : ''}` : 'no card to click',
    ]);
  }
  const title = subject.length > 70 ? `${subject.slice(0, 69)}…` : subject;
  const short = commit.slice(0, 7);
  table(
    `Base ${commit.startsWith(ref) ? short : `${ref} = ${short}`} ("${title}") -> the current build, in this run (the loads interleaved; the clicks with ${clickedHow(floor)}): each a ratio to the same floor page (made from the current build's render) and floor click page; current / base compares the two directly (below 1: faster now)`,
    [
      'game',
      'cpu',
      'first render / floor',
      'current / base',
      'click / floor, median',
      'click / floor, p95',
      'current / base, median / p95',
      'click to the painted frame, median / p95',
      'loads / clicks',
    ],
    speedRows,
  );
  table(
    "Base -> current, per game (seed 42): shadow elements and cards when settled; gzip a page downloads before its first card (the entry and the game's chunk, as scripts/size.mjs counts it)",
    ['game', 'shadow elements', 'cards', 'first card gzip', "base's table against the floor page", "base's click"],
    pageRows,
  );
}
