/**
 * Runs `task` once the page has loaded and the browser is idle (or after `timeout` ms of busy),
 * for work that must never delay the first render. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 3_000): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(task, { timeout });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(task, 1_000);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (document.readyState === "complete") {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancelIdle();
  };
}
