/** The browser's sound and notifications: staff's new-order alerts, a shopper's order ready for pickup. */

/** Browsers let it play only once the page has had a user gesture (a tap, a key). */
export interface Beeper {
  /** False until a gesture after a reload. */
  readonly running: boolean;
  beep(): boolean;
  /** Works only inside a gesture's handler. */
  resume(): Promise<void>;
  onChange(listener: () => void): () => void;
  close(): void;
}

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === "undefined") return null;
  const legacy = (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  return window.AudioContext ?? legacy ?? null;
}

export function canPlaySound(): boolean {
  return audioContextClass() !== null;
}

/** Loud enough for a counter with a grinder running. */
const TONES = [
  { frequency: 880, at: 0 },
  { frequency: 660, at: 0.22 },
] as const;
const TONE_SECONDS = 0.2;
const VOLUME = 0.4;

/** Made outside a gesture (after a reload), the context stays suspended until `resume()` in the next one. */
export function createBeeper(): Beeper | null {
  const Context = audioContextClass();
  if (!Context) return null;
  const context = new Context();
  return {
    get running() {
      return context.state === "running";
    },
    beep() {
      // A suspended context would queue the tones and play them all at once when it resumes.
      if (context.state !== "running") return false;
      const start = context.currentTime;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = "sine";
      gain.gain.setValueAtTime(0.0001, start);
      for (const tone of TONES) {
        oscillator.frequency.setValueAtTime(tone.frequency, start + tone.at);
        gain.gain.exponentialRampToValueAtTime(VOLUME, start + tone.at + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.at + TONE_SECONDS);
      }
      oscillator.connect(gain).connect(context.destination);
      const last = TONES[TONES.length - 1];
      oscillator.start(start);
      oscillator.stop(start + (last?.at ?? 0) + TONE_SECONDS);
      return true;
    },
    async resume() {
      if (context.state === "suspended") await context.resume();
    },
    onChange(listener) {
      context.addEventListener("statechange", listener);
      return () => context.removeEventListener("statechange", listener);
    },
    close() {
      void context.close();
    },
  };
}

export type NotificationSupport = "unsupported" | NotificationPermission;

/** Asking (`askToNotify`) is only ever from a click: staff's, or a shopper's "Avisar quando ficar pronto". */
export function notificationSupport(): NotificationSupport {
  return typeof window !== "undefined" && "Notification" in window ? Notification.permission : "unsupported";
}

export async function askToNotify(): Promise<NotificationSupport> {
  if (notificationSupport() === "unsupported") return "unsupported";
  return Notification.requestPermission();
}

const ICON = "/icons/icon-192.png";

/**
 * Through the service worker when it runs the page: it shows while the tab is hidden, and Android's Chrome refuses
 * `new Notification()` in a page. Without one, the page's own.
 */
export function showNotification({ title, body, tag }: { title: string; body: string; tag: string }): void {
  if (notificationSupport() !== "granted") return;
  if (navigator.serviceWorker?.controller) {
    void navigator.serviceWorker.ready
      .then((registration) => registration.showNotification(title, { body, tag, icon: ICON }))
      .catch((error: unknown) => console.warn("The notification could not be shown:", error));
    return;
  }
  try {
    const notification = new Notification(title, { body, tag, icon: ICON });
    notification.addEventListener("click", () => {
      window.focus();
      notification.close();
    });
  } catch {
    void navigator.serviceWorker?.ready
      .then((registration) => registration.showNotification(title, { body, tag, icon: ICON }))
      .catch((error: unknown) => console.warn("The notification could not be shown:", error));
  }
}
