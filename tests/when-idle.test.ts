import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "~/lib/when-idle.client";

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
});
