// What every bench page that plays the drop-in build records the same way: each long task (a task over
// 50 ms, the browser's own measure) into result.longTasks, and the first uncaught error into result.error.
export function watchPage(result) {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      result.longTasks.push({ start: entry.startTime, ms: Math.round(entry.duration) });
  }).observe({ type: 'longtask' });
  addEventListener('error', (event) => (result.error = String(event.message)));
}
