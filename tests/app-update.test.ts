import { describe, expect, it, vi } from "vitest";
import { createAppUpdate } from "~/lib/app-update";

describe("app update", () => {
  it("is not waiting until a new version is offered, and applying nothing does nothing", () => {
    const update = createAppUpdate();
    expect(update.isWaiting()).toBe(false);
    expect(update.apply()).toBe(false);
  });

  it("tells subscribers when a version waits, activates it once, then stops waiting", () => {
    const update = createAppUpdate();
    const listener = vi.fn();
    const unsubscribe = update.subscribe(listener);
    const activate = vi.fn();
    update.offer(activate);
    expect(update.isWaiting()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    expect(update.apply()).toBe(true);
    expect(update.apply()).toBe(false);
    expect(activate).toHaveBeenCalledTimes(1);
    expect(update.isWaiting()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    update.offer(vi.fn());
    expect(listener).toHaveBeenCalledTimes(2);
    expect(update.isWaiting()).toBe(true);
  });
});
