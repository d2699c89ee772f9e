// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

import { loadNewVersion } from "./service-worker.client";

/** The browser's ServiceWorkerContainer, with a registration whose `waiting` worker records its messages. */
function serviceWorkerWith(waiting: { postMessage: (message: unknown) => void } | null) {
  const container = new EventTarget() as EventTarget & { getRegistration: () => Promise<unknown> };
  container.getRegistration = () => Promise.resolve({ waiting });
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
  return container;
}

function watchReloads() {
  const reload = vi.fn();
  Object.defineProperty(window, "location", { value: { ...window.location, reload }, configurable: true });
  return reload;
}

describe("loadNewVersion", () => {
  const location = window.location;
  afterEach(() => {
    Object.defineProperty(window, "location", { value: location, configurable: true });
    vi.useRealTimers();
  });

  it("asks a waiting worker to take over, and reloads once it controls the page, not before", async () => {
    vi.useFakeTimers();
    const messages: unknown[] = [];
    const container = serviceWorkerWith({ postMessage: (message) => messages.push(message) });
    const reload = watchReloads();

    loadNewVersion();
    await vi.waitFor(() => expect(messages).toEqual([{ type: "SKIP_WAITING" }]));
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads at once when no worker waits", async () => {
    serviceWorkerWith(null);
    const reload = watchReloads();
    loadNewVersion();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
