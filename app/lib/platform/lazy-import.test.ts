// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

import { chunksReachable, fetchChunksWhenReachable, importWhenReachable, subscribeToChunkWaits } from "./lazy-import";
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

describe("a page's chunks fetched before they are imported", () => {
  const answered = (status: number) => Promise.resolve(new Response("", { status }));

  it("are fetched all at once online, each once", async () => {
    setOnline(true);
    const fetched = vi.spyOn(globalThis, "fetch").mockImplementation(() => answered(200));
    await fetchChunksWhenReachable(["/assets/Carrinho-1.js", "/assets/coupon-2.js"]);
    expect(fetched.mock.calls.map(([url]) => url)).toEqual(["/assets/Carrinho-1.js", "/assets/coupon-2.js"]);
    await fetchChunksWhenReachable(["/assets/coupon-2.js", "/assets/order-done-3.js"]);
    expect(fetched.mock.calls.map(([url]) => url)).toEqual([
      "/assets/Carrinho-1.js",
      "/assets/coupon-2.js",
      "/assets/order-done-3.js",
    ]);
  });

  it("lost with the connection, are fetched again once it returns, not left failed", async () => {
    setOnline(true);
    vi.useFakeTimers();
    const fetched = vi
      .spyOn(globalThis, "fetch")
      .mockImplementationOnce(() => answered(200))
      .mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")))
      .mockImplementation(() => answered(200));
    let done = false;
    const fetching = fetchChunksWhenReachable(["/assets/pedidos-4.js", "/assets/stamp-5.js"]).then(() => {
      done = true;
    });
    // The browser says it is offline a moment after the fetch failed.
    setOnline(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(done).toBe(false);
    expect(fetched).toHaveBeenCalledTimes(2);

    setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    await fetching;
    expect(fetched.mock.calls.map(([url]) => url)).toEqual([
      "/assets/pedidos-4.js",
      "/assets/stamp-5.js",
      "/assets/stamp-5.js",
    ]);
    vi.useRealTimers();
  });

  it("answered with an error (a newer deploy took them away), are left to the import to fail", async () => {
    setOnline(true);
    const fetched = vi.spyOn(globalThis, "fetch").mockImplementation(() => answered(404));
    await fetchChunksWhenReachable(["/assets/Admin-6.js"]);
    expect(fetched).toHaveBeenCalledOnce();
  });
});
