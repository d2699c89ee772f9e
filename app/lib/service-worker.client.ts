import { appUpdate } from "./app-update";

let registering: Promise<void> | null = null;

/**
 * Registers the service worker of scripts/postbuild.ts, once per page. Callers run it when idle
 * after the first load. Production builds only: the dev server has no sw.js.
 */
export function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return Promise.resolve();
  registering ??= register().catch((error: unknown) => console.error("Service worker não registrado:", error));
  return registering;
}

async function register(): Promise<void> {
  const { Workbox } = await import("workbox-window");
  const workbox = new Workbox("/sw.js");
  workbox.addEventListener("waiting", () => {
    appUpdate.offer(() => {
      // The new worker's chunks only match a fresh page: reload once it has taken over.
      navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
}
