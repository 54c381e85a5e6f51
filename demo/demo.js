// The demo's controls set the element's attributes; the log shows its events.
const game = document.getElementById('game');
const form = document.getElementById('controls');
const log = document.getElementById('log');
const params = new URLSearchParams(location.search);
for (const name of ['variant', 'fill', 'seed']) {
  if (params.get(name)) {
    form.elements[name].value = params.get(name);
    game.setAttribute(name, params.get(name));
  }
}
form.addEventListener('submit', (event) => {
  event.preventDefault();
  for (const name of ['variant', 'fill', 'seed']) {
    const value = form.elements[name].value.trim();
    if (value) game.setAttribute(name, value);
    else game.removeAttribute(name);
  }
});
const write = (line) => (log.textContent = `${line}\n${log.textContent}`.slice(0, 4000));
for (const type of ['carpet-new-game', 'carpet-move', 'carpet-won', 'carpet-lost', 'carpet-error']) {
  game.addEventListener(type, (event) => {
    const { detail } = event;
    write(`${type} ${JSON.stringify(detail.move ?? detail.code ?? detail.seed ?? detail.snapshot?.status)}`);
  });
}
