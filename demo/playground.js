// The playground: every attribute of <carpet-solitaire> live, every custom property it reads live,
// preset themes set at :root, and the event log. No inline scripts or styles: it runs under a strict
// Content-Security-Policy too (custom properties are set through the CSSOM, which a policy allows).

const game = document.getElementById('game');
const attributesForm = document.getElementById('attributes');
const tokensForm = document.getElementById('tokens');
const markup = document.getElementById('markup');
const log = document.getElementById('log');
const logEmpty = document.getElementById('log-empty');
const themeCss = document.getElementById('theme-css');
const root = document.documentElement;

// ---- custom properties ------------------------------------------------------------------------
// Every `--carpet-*` token the element reads (src/styles/), with the element's
// own default for display. `paint` accepts any background (gradients too); `color` a colour.

/** A felt gradient from one colour: lighter in the middle of the table, darker at its edges. */
const feltFrom = (colour) =>
  `radial-gradient(ellipse at 50% 35%, color-mix(in srgb, ${colour} 78%, white) 0%, ${colour} 60%, color-mix(in srgb, ${colour} 72%, black) 100%)`;

const TOKENS = [
  { name: '--carpet-felt', label: 'Felt (table)', kind: 'paint', swatch: '#1f5c3f' },
  { name: '--carpet-text', label: 'Toolbar text', kind: 'color', swatch: '#f4f1e8' },
  { name: '--carpet-card-face', label: 'Card face', kind: 'color', swatch: '#fdfbf5' },
  { name: '--carpet-card-back', label: 'Card back', kind: 'color', swatch: '#8e2436' },
  {
    name: '--carpet-card-back-pattern',
    label: 'Card back pattern',
    kind: 'font',
    options: [
      ['', 'Default (crossed stripes)'],
      ['none', 'Plain'],
      ['repeating-radial-gradient(circle at 50% 50%, rgb(255 255 255 / 0.2) 0 2px, transparent 2px 7px)', 'Rings'],
      ['repeating-linear-gradient(0deg, rgb(255 255 255 / 0.18) 0 2px, transparent 2px 6px)', 'Lines'],
    ],
  },
  { name: '--carpet-red', label: 'Hearts, diamonds', kind: 'color', swatch: '#c0182b' },
  { name: '--carpet-black', label: 'Clubs, spades', kind: 'color', swatch: '#1b1b22' },
  { name: '--carpet-hearts', label: 'Hearts (four-colour)', kind: 'color', swatch: '#c0182b' },
  { name: '--carpet-diamonds', label: 'Diamonds (four-colour)', kind: 'color', swatch: '#c0182b' },
  { name: '--carpet-clubs', label: 'Clubs (four-colour)', kind: 'color', swatch: '#1b1b22' },
  { name: '--carpet-spades', label: 'Spades (four-colour)', kind: 'color', swatch: '#1b1b22' },
  { name: '--carpet-highlight', label: 'Highlight', kind: 'color', swatch: '#ffd45c' },
  { name: '--carpet-focus-ring', label: 'Focus ring', kind: 'color', swatch: '#ffd45c' },
  { name: '--carpet-warning', label: 'Warning text', kind: 'color', swatch: '#ffc9a8' },
  {
    name: '--carpet-radius',
    label: 'Card corners',
    kind: 'length',
    min: 0,
    max: 16,
    step: 0.5,
    fallback: '8% of the card',
  },
  { name: '--carpet-frame-radius', label: 'Table corners', kind: 'length', min: 0, max: 32, step: 1, fallback: '12px' },
  { name: '--carpet-spacing', label: 'Spacing', kind: 'length', min: 2, max: 32, step: 1, fallback: '2% (6–18px)' },
  {
    name: '--carpet-max-card-width',
    label: 'Max card width',
    kind: 'length',
    min: 40,
    max: 160,
    step: 2,
    fallback: '96px',
  },
  { name: '--carpet-duration', label: 'Glide time', kind: 'time', min: 0, max: 1000, step: 20, fallback: '180ms' },
  {
    name: '--carpet-card-font',
    label: 'Card font',
    kind: 'font',
    options: [
      ['', 'Default (Georgia, serif)'],
      ["'Palatino Linotype', Palatino, 'Book Antiqua', 'DejaVu Serif', serif", 'Palatino'],
      ["'Times New Roman', 'Liberation Serif', serif", 'Times'],
      ["system-ui, 'Segoe UI', 'Liberation Sans', sans-serif", 'System sans'],
      ["'Trebuchet MS', 'DejaVu Sans', sans-serif", 'Trebuchet'],
      ["ui-monospace, Menlo, 'DejaVu Sans Mono', monospace", 'Monospace'],
    ],
  },
  {
    name: '--carpet-font',
    label: 'Toolbar font',
    kind: 'font',
    options: [
      ['', 'Default (system-ui)'],
      ["'Palatino Linotype', Palatino, 'Book Antiqua', 'DejaVu Serif', serif", 'Palatino'],
      ["Georgia, 'Times New Roman', serif", 'Georgia'],
      ["'Trebuchet MS', 'DejaVu Sans', sans-serif", 'Trebuchet'],
      ["ui-monospace, Menlo, 'DejaVu Sans Mono', monospace", 'Monospace'],
    ],
  },
];

/** Preset themes: element tokens, and the page's own colours so the page matches. */
const PRESETS = {
  classic: { tokens: {}, page: {} },
  casino: {
    tokens: {
      '--carpet-felt': 'radial-gradient(ellipse at 50% 30%, #25a35d 0%, #107040 55%, #0a4a2a 100%)',
      '--carpet-text': '#f2f7ee',
      '--carpet-card-face': '#fffdf8',
      '--carpet-card-back': '#1f3f8a',
      '--carpet-red': '#d11a2a',
      '--carpet-black': '#111111',
      '--carpet-highlight': '#ffcc33',
      '--carpet-focus-ring': '#ffffff',
      '--carpet-radius': '6px',
      '--carpet-frame-radius': '20px',
      '--carpet-card-font': "'Times New Roman', 'Liberation Serif', serif",
    },
    page: {
      '--page-bg': '#e7ece6',
      '--page-panel': '#fbfdfa',
      '--page-line': '#cdd9cf',
      '--page-accent': '#0b6b3a',
      '--page-code': '#dfe8e0',
    },
  },
  parlour: {
    tokens: {
      '--carpet-felt': 'radial-gradient(ellipse at 50% 25%, #8c2b3e 0%, #621829 55%, #3f0d19 100%)',
      '--carpet-text': '#f6ead0',
      '--carpet-card-face': '#f8efd8',
      '--carpet-card-back': '#24473a',
      '--carpet-red': '#a51c30',
      '--carpet-black': '#2b211c',
      '--carpet-highlight': '#e6c073',
      '--carpet-focus-ring': '#f6ead0',
      '--carpet-warning': '#ffd9b8',
      '--carpet-radius': '4px',
      '--carpet-frame-radius': '6px',
      '--carpet-card-font': "'Palatino Linotype', Palatino, 'Book Antiqua', 'DejaVu Serif', serif",
      '--carpet-font': "'Palatino Linotype', Palatino, 'Book Antiqua', 'DejaVu Serif', serif",
    },
    page: {
      '--page-bg': '#f3ead8',
      '--page-ink': '#3b1620',
      '--page-muted': '#7d5a55',
      '--page-panel': '#fbf5e8',
      '--page-line': '#e2cfae',
      '--page-accent': '#7a1f33',
      '--page-code': '#efe1c6',
    },
  },
  'four-colour': {
    tokens: {
      '--carpet-hearts': '#c0182b',
      '--carpet-diamonds': '#1f5fbf',
      '--carpet-clubs': '#17803a',
      '--carpet-spades': '#1b1b22',
    },
    page: {},
  },
  midnight: {
    dark: true,
    tokens: {
      '--carpet-felt': 'linear-gradient(165deg, #1c2642 0%, #111829 60%, #0a0f1c 100%)',
      '--carpet-text': '#d7def0',
      '--carpet-card-face': '#252c44',
      '--carpet-card-back': '#4a5bb0',
      '--carpet-red': '#ff7a8a',
      '--carpet-black': '#e4e9f5',
      '--carpet-highlight': '#8fb2ff',
      '--carpet-focus-ring': '#8fb2ff',
      '--carpet-warning': '#ffb48a',
      '--carpet-radius': '10px',
      '--carpet-frame-radius': '16px',
    },
    page: {
      '--page-bg': '#0b0f19',
      '--page-ink': '#d7def0',
      '--page-muted': '#8d97b3',
      '--page-panel': '#131a2b',
      '--page-line': '#27304b',
      '--page-accent': '#8fb2ff',
      '--page-accent-ink': '#0b0f19',
      '--page-code': '#1b2338',
    },
  },
};
const PAGE_PROPERTIES = [...new Set(Object.values(PRESETS).flatMap((preset) => Object.keys(preset.page)))];

const tokenValue = (name) => root.style.getPropertyValue(name).trim();

function setToken(name, value) {
  if (value) root.style.setProperty(name, value);
  else root.style.removeProperty(name);
}

/** A #rrggbb for the colour input, when the value is one (else the token's swatch stays). */
function asHex(value) {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) return null;
  const hex = match[1];
  return hex.length === 3 ? `#${[...hex].map((c) => c + c).join('')}` : `#${hex}`.toLowerCase();
}

const controls = new Map();

function buildTokenControls() {
  for (const token of TOKENS) {
    const id = `token${token.name.slice(1)}`;
    const row = document.createElement('div');
    row.className = `token token-${token.kind}`;
    const label = document.createElement('label');
    label.htmlFor = id;
    label.innerHTML = `${token.label} <code>${token.name}</code>`;
    const reset = document.createElement('button');
    reset.type = 'button';
    reset.className = 'small';
    reset.textContent = 'Default';
    reset.title = `Remove ${token.name}: the element's default`;
    const control = document.createElement('div');
    control.className = 'control';
    row.append(label, reset, control);

    let sync;
    if (token.kind === 'color' || token.kind === 'paint') {
      const colour = document.createElement('input');
      colour.type = 'color';
      colour.value = token.swatch;
      colour.setAttribute('aria-label', `${token.label}: pick a colour`);
      const text = document.createElement('input');
      text.type = 'text';
      text.id = id;
      text.spellcheck = false;
      text.autocomplete = 'off';
      text.placeholder = 'element default';
      control.append(colour, text);
      colour.addEventListener('input', () => {
        setToken(token.name, token.kind === 'paint' ? feltFrom(colour.value) : colour.value);
        changed(token);
      });
      text.addEventListener('input', () => {
        const value = text.value.trim();
        const valid = !value || CSS.supports(token.kind === 'paint' ? 'background' : 'color', value);
        text.setAttribute('aria-invalid', String(!valid));
        if (valid) {
          setToken(token.name, value);
          changed(token, { keepText: true });
        }
      });
      sync = ({ keepText } = {}) => {
        const value = tokenValue(token.name);
        if (!keepText) text.value = value;
        const hex = asHex(value) ?? (value ? null : token.swatch);
        if (hex) colour.value = hex;
      };
    } else if (token.kind === 'length' || token.kind === 'time') {
      // A length in px, or a time in ms (--carpet-duration).
      const unit = token.kind === 'time' ? 'ms' : 'px';
      const range = document.createElement('input');
      range.type = 'range';
      range.id = id;
      Object.assign(range, { min: token.min, max: token.max, step: token.step });
      const output = document.createElement('output');
      output.htmlFor = id;
      control.append(range, output);
      range.addEventListener('input', () => {
        setToken(token.name, `${range.value}${unit}`);
        changed(token);
      });
      sync = () => {
        const value = tokenValue(token.name);
        const px = new RegExp(`^(-?[\\d.]+)${unit}$`).exec(value);
        if (px) range.value = px[1];
        else if (!value) range.value = String((token.min + token.max) / 2);
        output.value = value || 'default';
        output.title = value ? '' : `The element's default: ${token.fallback}`;
      };
    } else {
      const select = document.createElement('select');
      select.id = id;
      for (const [value, name] of token.options) select.add(new Option(name, value));
      control.append(select);
      select.addEventListener('change', () => {
        setToken(token.name, select.value);
        changed(token);
      });
      sync = () => {
        const value = tokenValue(token.name);
        if (![...select.options].some((option) => option.value === value)) select.add(new Option('Custom', value));
        select.value = value;
      };
    }
    reset.addEventListener('click', () => {
      setToken(token.name, '');
      changed(token);
    });
    controls.set(token.name, {
      sync: (options) => {
        sync(options);
        row.classList.toggle('is-default', !tokenValue(token.name));
      },
    });
    tokensForm.append(row);
  }
}

/** A token was edited by hand: the theme is now custom. */
function changed(token, options) {
  controls.get(token.name).sync(options);
  markPreset(null);
  renderThemeCss();
}

function markPreset(name) {
  for (const button of document.querySelectorAll('[data-preset]')) {
    button.setAttribute('aria-pressed', String(button.dataset.preset === name));
  }
  updateUrl({ theme: name && name !== 'classic' ? name : null });
}

function applyPreset(name) {
  const preset = PRESETS[name] ?? PRESETS.classic;
  for (const token of TOKENS) setToken(token.name, preset.tokens[token.name] ?? '');
  for (const property of PAGE_PROPERTIES) setToken(property, preset.page[property] ?? '');
  root.classList.toggle('dark', Boolean(preset.dark));
  for (const control of controls.values()) control.sync();
  markPreset(PRESETS[name] ? name : 'classic');
  renderThemeCss();
}

function renderThemeCss() {
  const lines = TOKENS.map((token) => [token.name, tokenValue(token.name)])
    .filter(([, value]) => value)
    .map(([name, value]) => `  ${name}: ${value};`);
  themeCss.textContent = lines.length
    ? `/* Set once for the whole page: every <carpet-solitaire> reads it. */\n:root {\n${lines.join('\n')}\n}`
    : "/* The element's defaults: no custom property is set. */";
}

document.querySelector('.presets').addEventListener('click', (event) => {
  const button = event.target.closest('[data-preset]');
  if (button) applyPreset(button.dataset.preset);
});
document.getElementById('reset-theme').addEventListener('click', () => applyPreset('classic'));
document.getElementById('copy-theme').addEventListener('click', async (event) => {
  const button = event.currentTarget;
  try {
    await navigator.clipboard.writeText(themeCss.textContent);
    button.textContent = 'Copied';
  } catch {
    themeCss.closest('details').open = true;
    getSelection().selectAllChildren(themeCss);
    button.textContent = 'Selected: press Ctrl+C';
  }
  setTimeout(() => (button.textContent = 'Copy CSS'), 1600);
});

// ---- attributes -------------------------------------------------------------------------------

const BOOLEAN_ATTRIBUTES = ['winnable', 'autoplay'];
const TEXT_ATTRIBUTES = ['variant', 'lang', 'seed', 'fill', 'analysis', 'share', 'animation', 'persist'];
/** Each attribute's default, left off the tag as a page author would. */
const DEFAULTS = {
  variant: 'carpet',
  fill: 'auto',
  analysis: 'warn',
  share: 'true',
  animation: 'normal',
  persist: 'true',
};
const params = new URLSearchParams(location.search);

function applyAttributes() {
  const fields = attributesForm.elements;
  for (const name of TEXT_ATTRIBUTES) {
    const value = fields[name].value.trim();
    // The defaults stay off the tag, as a page author would write it.
    const isDefault = !value || DEFAULTS[name] === value;
    if (isDefault) game.removeAttribute(name);
    else if (game.getAttribute(name) !== value) game.setAttribute(name, value);
  }
  for (const name of BOOLEAN_ATTRIBUTES) game.toggleAttribute(name, fields[name].checked);
  fields.fill.disabled = (fields.variant.value || 'carpet') !== 'carpet';
  renderMarkup();
  updateUrl(
    Object.fromEntries([...TEXT_ATTRIBUTES, ...BOOLEAN_ATTRIBUTES].map((name) => [name, game.getAttribute(name)])),
  );
}

function renderMarkup() {
  const attributes = [...game.attributes]
    .filter((attribute) => attribute.name !== 'id')
    .map((attribute) =>
      attribute.value === '' && BOOLEAN_ATTRIBUTES.includes(attribute.name)
        ? ` ${attribute.name}`
        : ` ${attribute.name}="${attribute.value}"`,
    )
    .join('');
  markup.textContent = `<carpet-solitaire${attributes}></carpet-solitaire>`;
}

function updateUrl(changes) {
  const url = new URL(location.href);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  history.replaceState(null, '', url);
}

let seedTimer;
attributesForm.addEventListener('input', (event) => {
  if (event.target.name === 'seed') {
    // Typing a seed deals once the typing pauses, not at every key.
    clearTimeout(seedTimer);
    seedTimer = setTimeout(applyAttributes, 450);
  } else applyAttributes();
});
attributesForm.addEventListener('submit', (event) => {
  event.preventDefault();
  clearTimeout(seedTimer);
  applyAttributes();
});
document.getElementById('random-seed').addEventListener('click', () => {
  attributesForm.elements.seed.value = '';
  applyAttributes();
});
document.getElementById('daily-seed').addEventListener('click', () => {
  attributesForm.elements.seed.value = 'daily';
  applyAttributes();
});

// ---- event log --------------------------------------------------------------------------------

const EVENTS = [
  'carpet-new-game',
  'carpet-move',
  'carpet-won',
  'carpet-lost',
  'carpet-error',
  'carpet-analysis',
  'carpet-share',
];
const started = performance.now();
const moveText = (move) => (move ? `${move.from} → ${move.to}${move.count ? ` ×${move.count}` : ''}` : '');

function describe(type, detail) {
  switch (type) {
    case 'carpet-new-game':
      return `${detail.variant}, seed ${detail.seed}${detail.restarted ? ' (restarted)' : ''}`;
    case 'carpet-move':
      return `${moveText(detail.move)} · move ${detail.snapshot.moves}${detail.snapshot.status === 'playing' ? '' : ` · ${detail.snapshot.status}`}`;
    case 'carpet-won':
    case 'carpet-lost':
      return `after ${detail.snapshot.moves} moves`;
    case 'carpet-error':
      return `${detail.code}: ${detail.message}`;
    case 'carpet-share':
      return detail.text;
    case 'carpet-analysis': {
      const line = typeof detail.moves === 'number' ? ` · won in ${detail.moves} more moves` : '';
      return `${detail.verdict}${line}${detail.lostBy ? ` · lost by ${moveText(detail.lostBy)}` : ''}`;
    }
    default:
      return JSON.stringify(detail);
  }
}

function write(type, detail) {
  const item = document.createElement('li');
  const time = document.createElement('time');
  time.textContent = `${((performance.now() - started) / 1000).toFixed(2)}s`;
  const name = document.createElement('span');
  name.className = `type type-${type}`;
  name.textContent = type;
  const text = document.createElement('span');
  text.className = 'detail';
  text.textContent = describe(type, detail);
  item.append(time, name, text);
  log.prepend(item);
  while (log.children.length > 200) log.lastElementChild.remove();
  logEmpty.hidden = true;
}

for (const type of EVENTS) game.addEventListener(type, (event) => write(type, event.detail));
document.getElementById('clear-log').addEventListener('click', () => {
  log.replaceChildren();
  logEmpty.hidden = false;
});

// ---- start: the URL may carry a configuration (?variant=carthage&seed=42&autoplay&theme=parlour) ----

for (const name of TEXT_ATTRIBUTES) {
  const value = params.get(name);
  if (value) attributesForm.elements[name].value = value;
}
for (const name of BOOLEAN_ATTRIBUTES) attributesForm.elements[name].checked = params.has(name);
buildTokenControls();
applyAttributes();
applyPreset(params.get('theme') ?? 'classic');
