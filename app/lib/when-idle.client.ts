/**
 * Runs `task` once the page has loaded, painted what it last rendered, and the browser is idle
 * (or after `timeout` ms of busy), for work that must never delay the first render. Returns a
 * cancel function.
 *
 * "load" comes before an SPA shows its page (the loaders run after the scripts), and an idle
 * moment can come between a render and its paint: a request started there competes with the
 * page's own. So the wait starts from the next frame: its animation callbacks run before it
 * paints, and a task they queue runs after.
 */
export function whenIdle(task: () => void, timeout = 3_000): () => void {
  let cancel = () => {};
  const idle = () => {
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(task, { timeout });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(task, 1_000);
      cancel = () => clearTimeout(id);
    }
  };
  const afterNextPaint = () => {
    const frame = requestAnimationFrame(() => {
      const id = setTimeout(idle, 0);
      cancel = () => clearTimeout(id);
    });
    cancel = () => cancelAnimationFrame(frame);
  };
  if (document.readyState === "complete") {
    afterNextPaint();
    return () => cancel();
  }
  window.addEventListener("load", afterNextPaint, { once: true });
  return () => {
    window.removeEventListener("load", afterNextPaint);
    cancel();
  };
}
