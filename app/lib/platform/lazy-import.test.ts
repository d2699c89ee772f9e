// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

import { chunksReachable, importWhenReachable, subscribeToChunkWaits } from "./lazy-import";
import { lazyModule } from "./lazy-module";

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  if (online) window.dispatchEvent(new Event("online"));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a chunk asked for only when it can arrive", () => {
  it("is asked for at once online", async () => {
    setOnline(true);
    const load = vi.fn(() => Promise.resolve("module"));
    await expect(importWhenReachable(load)).resolves.toBe("module");
    expect(load).toHaveBeenCalledOnce();
  });

  it("offline, waits for the connection and says so meanwhile, then loads", async () => {
    setOnline(false);
    const waits: boolean[] = [];
    const unsubscribe = subscribeToChunkWaits((waiting) => waits.push(waiting));
    const load = vi.fn(() => Promise.resolve("module"));
    const loading = importWhenReachable(load, { announce: true });
    const quiet = importWhenReachable(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(chunksReachable()).toBe(false);

    setOnline(true);
    await expect(loading).resolves.toBe("module");
    await expect(quiet).resolves.toBe("module");
    expect(waits).toEqual([false, true, true, false, false]);
    unsubscribe();
  });

  it("offline, a module loaded once is there at once, and one never loaded is left out", async () => {
    setOnline(true);
    const loaded = lazyModule(() => Promise.resolve("loaded"));
    await loaded();
    const never = lazyModule(() => Promise.resolve("never"));

    setOnline(false);
    await expect(loaded.ifReachable()).resolves.toBe("loaded");
    await expect(loaded()).resolves.toBe("loaded");
    expect(never.ifReachable()).toBeNull();
  });

  it("a failed load may be asked again", async () => {
    setOnline(true);
    const load = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue("module");
    const module = lazyModule(load);
    await expect(module()).rejects.toThrow("Failed to fetch");
    await expect(module()).resolves.toBe("module");
  });
});
