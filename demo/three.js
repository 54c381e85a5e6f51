// Each game's own line: what its own listeners heard. One game's events never show under another.
const moveText = (move) => `${move.from} → ${move.to}${move.count ? ` ×${move.count}` : ''}`;

for (const card of document.querySelectorAll('.game-card')) {
  const game = card.querySelector('carpet-solitaire');
  const ticker = card.querySelector('.ticker');
  const show = (html) => {
    ticker.replaceChildren(...html);
    ticker.classList.remove('flash');
    // Restart the flash animation (a class, never a style attribute).
    void ticker.offsetWidth;
    ticker.classList.add('flash');
  };
  const strong = (text) => Object.assign(document.createElement('strong'), { textContent: text });
  game.addEventListener('carpet-move', ({ detail }) =>
    show([strong(`Move ${detail.snapshot.moves}`), `: ${moveText(detail.move)}`]),
  );
  game.addEventListener('carpet-new-game', ({ detail }) =>
    show([strong(detail.restarted ? 'Restarted' : 'New deal'), `: seed ${detail.seed}`]),
  );
  game.addEventListener('carpet-won', ({ detail }) => show([strong('Won'), ` in ${detail.snapshot.moves} moves`]));
  game.addEventListener('carpet-lost', () => show([strong('No moves left'), '. Undo goes back.']));
}
