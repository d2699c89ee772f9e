/** Call it from an effect of the render that shows the page. Why it waits for LCP: docs/decisions/0004-when-idle.md. */
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

/** So a module's evaluation and the work it starts are not one long task: Lighthouse counts those over 50 ms. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
