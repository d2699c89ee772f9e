/**
 * Runs `task` once the page has loaded, shown what it rendered, and the browser is idle (or
 * after `timeout` ms of busy), for work that must never delay the first render. Returns a
 * cancel function. Call it from an effect of the render that shows the page.
 *
 * "load" comes before an SPA shows its page (the loaders run after the scripts), and a frame
 * reaches the screen some time after its paint task: a request started in between competes with
 * the page's own. Where the browser reports Largest Contentful Paint, its next entry after the
 * call is the sign that the render is on screen; a render that adds nothing larger gets
 * `shownWithin` ms. Elsewhere the wait is for the next frame: its animation callbacks run before
 * it paints, and a task they queue runs after.
 */
export function whenIdle(task: () => void, { timeout = 3_000, shownWithin = 1_000 } = {}): () => void {
  const calledAt = performance.now();
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
  const afterShown = () => {
    cancel = reportsLargestPaint() ? afterLargestPaint(calledAt, shownWithin, idle) : afterNextFrame(idle);
  };
  if (document.readyState === "complete") {
    afterShown();
    return () => cancel();
  }
  window.addEventListener("load", afterShown, { once: true });
  return () => {
    window.removeEventListener("load", afterShown);
    cancel();
  };
}

function reportsLargestPaint(): boolean {
  return (
    typeof PerformanceObserver !== "undefined" &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes("largest-contentful-paint")
  );
}

/** Calls `then` on the first LCP entry painted at or after `since`, or `within` ms from now. */
function afterLargestPaint(since: number, within: number, then: () => void): () => void {
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const done = () => {
    stop();
    then();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.startTime >= since)) done();
  });
  const timer = setTimeout(done, within);
  // Buffered: the entry may have come between the call and "load".
  observer.observe({ type: "largest-contentful-paint", buffered: true });
  return stop;
}

function afterNextFrame(then: () => void): () => void {
  let cancel = () => {};
  const frame = requestAnimationFrame(() => {
    const id = setTimeout(then, 0);
    cancel = () => clearTimeout(id);
  });
  cancel = () => cancelAnimationFrame(frame);
  return () => cancel();
}
