// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

import { nextTask, whenIdle } from "./when-idle.client";

/** Frames and idle periods the test hands out by hand. */
function controlledBrowser() {
  const frames: FrameRequestCallback[] = [];
  const idles: IdleRequestCallback[] = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal("cancelAnimationFrame", () => frames.splice(0));
  vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idles.push(callback));
  vi.stubGlobal("cancelIdleCallback", () => idles.splice(0));
  return {
    frame: () => frames.splice(0).forEach((callback) => callback(0)),
    idle: () => idles.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })),
  };
}

/** A browser that reports Largest Contentful Paint; the test delivers the entries. */
function reportingLargestPaint() {
  const observers: { callback: PerformanceObserverCallback; connected: boolean }[] = [];
  class FakeObserver {
    static readonly supportedEntryTypes = ["paint", "largest-contentful-paint"];
    private readonly state: { callback: PerformanceObserverCallback; connected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.state = { callback, connected: false };
      observers.push(this.state);
    }
    observe() {
      this.state.connected = true;
    }
    disconnect() {
      this.state.connected = false;
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return {
    paint(startTime: number) {
      const list = {
        getEntries: () => [{ entryType: "largest-contentful-paint", startTime }],
      } as unknown as PerformanceObserverEntryList;
      for (const observer of observers)
        if (observer.connected) observer.callback(list, observer as unknown as PerformanceObserver);
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("whenIdle", () => {
  it("waits for the next frame to be painted before asking for an idle moment", () => {
    vi.useFakeTimers();
    const browser = controlledBrowser();
    const task = vi.fn();
    whenIdle(task);
    browser.idle();
    expect(task).not.toHaveBeenCalled();
    browser.frame();
    browser.idle();
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    browser.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("does nothing once cancelled, at any step", () => {
    vi.useFakeTimers();
    const browser = controlledBrowser();
    const task = vi.fn();
    const cancelBeforeFrame = whenIdle(task);
    cancelBeforeFrame();
    browser.frame();
    vi.runAllTimers();
    browser.idle();
    const cancelAfterFrame = whenIdle(task);
    browser.frame();
    cancelAfterFrame();
    vi.runAllTimers();
    browser.idle();
    expect(task).not.toHaveBeenCalled();
  });

  it("where LCP is reported, waits for an LCP entry painted after the call", () => {
    vi.useFakeTimers({ now: 0, toFake: ["setTimeout", "clearTimeout", "performance"] });
    const browser = controlledBrowser();
    const lcp = reportingLargestPaint();
    vi.advanceTimersByTime(100);
    const task = vi.fn();
    whenIdle(task);
    lcp.paint(40);
    browser.frame();
    browser.idle();
    expect(task).not.toHaveBeenCalled();
    lcp.paint(120);
    browser.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("where LCP is reported, goes on after `shownWithin` when the render paints nothing larger", () => {
    vi.useFakeTimers();
    const browser = controlledBrowser();
    reportingLargestPaint();
    const task = vi.fn();
    whenIdle(task, { shownWithin: 500 });
    vi.advanceTimersByTime(499);
    browser.idle();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    browser.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("where LCP is reported, does nothing once cancelled while waiting for it", () => {
    vi.useFakeTimers();
    const browser = controlledBrowser();
    const lcp = reportingLargestPaint();
    const task = vi.fn();
    const cancel = whenIdle(task);
    cancel();
    lcp.paint(performance.now() + 10);
    vi.runAllTimers();
    browser.idle();
    expect(task).not.toHaveBeenCalled();
  });
});

describe("nextTask", () => {
  it("resolves in a later task: after every microtask of this one, and only once timers run", async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const waited = nextTask().then(() => order.push("next task"));
    await Promise.resolve()
      .then(() => Promise.resolve())
      .then(() => order.push("microtask"));
    expect(order).toEqual(["microtask"]);
    await vi.runAllTimersAsync();
    await waited;
    expect(order).toEqual(["microtask", "next task"]);
  });
});
