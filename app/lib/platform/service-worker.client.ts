import { appUpdate } from "./app-update";
import { importWhenReachable } from "./lazy-import";

let registering: Promise<void> | null = null;

const ACTIVATION_GRACE_MS = 3_000;

/** Production builds only: the dev server has no sw.js. */
export function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return Promise.resolve();
  registering ??= register().catch((error: unknown) =>
    console.error("The service worker could not be registered:", error),
  );
  return registering;
}

async function register(): Promise<void> {
  const { Workbox } = await importWhenReachable(() => import("workbox-window"));
  const workbox = new Workbox("/sw.js");
  workbox.addEventListener("waiting", () => appUpdate.offer(loadNewVersion));
  await workbox.register();
  // A shop left open in a background tab learns of a deploy when the shopper comes back to it.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible") return;
    // Offline or a failed fetch of sw.js: the next return to the tab asks again.
    workbox.update().catch(() => undefined);
  });
}

/**
 * Lets a waiting worker take over, then loads `target` (this page when not given). A plain reload would
 * not: the worker in control keeps the page, so the same version comes back.
 */
export function loadNewVersion(target?: string): void {
  const load = () => (target === undefined ? window.location.reload() : window.location.assign(target));
  if (!("serviceWorker" in navigator)) return load();
  // The new worker's chunks only match a fresh page; load on takeover even if the grace timer's load stalls.
  navigator.serviceWorker.addEventListener("controllerchange", load, { once: true });
  // Chromium now and then holds the activation back; a load then lets the worker in.
  window.setTimeout(load, ACTIVATION_GRACE_MS);
  void navigator.serviceWorker.getRegistration().then((registration) => {
    if (registration?.waiting) registration.waiting.postMessage({ type: "SKIP_WAITING" });
    else load();
  });
}

/** Asks the server for the service worker now; false when it cannot be asked. */
export async function newerVersionDeployed(): Promise<boolean> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return false;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return false;
    await registration.update();
    return registration.installing !== null || registration.waiting !== null;
  } catch {
    return false;
  }
}
