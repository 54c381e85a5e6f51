// The page's own script hears the widget's events (they bubble out of it).
document.addEventListener('carpet-move', (event) => {
  document.getElementById('heard').textContent = `moved ${event.detail.snapshot.moves}`;
});
