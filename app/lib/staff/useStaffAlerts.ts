import { useCallback, useEffect, useRef, useState } from "react";

import type { ShopOrder } from "~/lib/inbox/shop-order";
import type { StaffAlertSettings } from "~/lib/schemas";
import {
  announcedWaiting,
  newOrderNotification,
  ordersArrived,
  ringSchedule,
  titleWithWaitingCount,
  waitingCount,
} from "~/lib/staff/staff-alerts";
import {
  askToNotify,
  type Beeper,
  canPlaySound,
  createBeeper,
  type NotificationSupport,
  notificationSupport,
  showNotification,
} from "~/lib/staff/staff-alerts.client";
import { readStaffAlertSettings, writeStaffAlertSettings } from "~/lib/staff/staff-storage";

/** The shop's live list as ShopInbox has it: each snapshot a new object. */
export interface LiveShopOrders {
  orders: ShopOrder[];
  fromServer: boolean;
}

/**
 * "on": it rings; "needs-gesture": on, but after a reload the browser holds the sound until the
 * next tap or key on the page.
 */
export type SoundState = "loading" | "unsupported" | "off" | "on" | "needs-gesture";

/** "dismissed": staff closed the browser's question without answering. */
export type NotificationState = "loading" | "unsupported" | "off" | "on" | "denied" | "dismissed";

export interface StaffAlerts {
  /** Orders that arrived while the page was open and still wait, newest first. */
  announced: ShopOrder[];
  sound: SoundState;
  toggleSound(): void;
  notifications: NotificationState;
  toggleNotifications(): void;
}

/** Events that count as a user gesture, after which the browser lets a page's audio play. */
const GESTURES = ["pointerdown", "pointerup", "keydown"] as const;

/** "(N) " in front of the page's title while N orders wait; taken away when the page goes. */
function useWaitingCountInTitle(count: number) {
  useEffect(() => {
    document.title = titleWithWaitingCount(document.title, count);
  }, [count]);
  useEffect(
    () => () => {
      document.title = titleWithWaitingCount(document.title, 0);
    },
    [],
  );
}

/** Staff's choices as this device remembers them; null while they are read. */
function useAlertSettings(): [StaffAlertSettings | null, (next: StaffAlertSettings) => void] {
  const [settings, setSettings] = useState<StaffAlertSettings | null>(null);
  useEffect(() => {
    let cancelled = false;
    void readStaffAlertSettings().then((stored) => {
      if (!cancelled) setSettings(stored);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  const save = useCallback((next: StaffAlertSettings) => {
    try {
      writeStaffAlertSettings(next);
    } catch (error) {
      // The choice still holds on this page; it is only not remembered for the next visit.
      console.warn("Staff's alert choice could not be remembered:", error);
    }
    setSettings(next);
  }, []);
  return [settings, save];
}

/**
 * /Admin's alerts for staff, from the live list (null while it loads): the count of waiting
 * orders in the title, the orders that arrived while the page is open, the sound, the system
 * notifications. The rules are app/lib/staff/staff-alerts.ts.
 */
export function useStaffAlerts(live: LiveShopOrders | null): StaffAlerts {
  const [settings, save] = useAlertSettings();
  const waiting = live ? waitingCount(live.orders) : 0;
  useWaitingCountInTitle(waiting);

  // Notifications: nothing is asked until staff press the button.
  const [permission, setPermission] = useState<NotificationSupport | null>(null);
  const [answer, setAnswer] = useState<NotificationSupport | null>(null);
  useEffect(() => setPermission(notificationSupport()), []);
  const notifications = notificationState(settings, permission, answer);
  const notifying = notifications === "on";

  // Arrivals: announced on the page, and notified while the tab is hidden.
  const seen = useRef<ReadonlySet<string> | null>(null);
  const arrivedSinceRing = useRef(false);
  const [announcedIds, setAnnouncedIds] = useState<string[]>([]);
  useEffect(() => {
    if (!live) return;
    const next = ordersArrived(seen.current, live.orders, live.fromServer);
    seen.current = next.seen;
    if (next.arrived.length === 0) return;
    arrivedSinceRing.current = true;
    setAnnouncedIds((current) => [...next.arrived.map((order) => order.docId), ...current]);
    if (notifying && document.visibilityState === "hidden") {
      for (const order of next.arrived) showNotification(newOrderNotification(order));
    }
  }, [live, notifying]);

  // Sound: the AudioContext is made in the click that turns it on; after a reload, here, held
  // by the browser until the next gesture on the page.
  const beeper = useRef<Beeper | null>(null);
  const lastRangAt = useRef<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const soundOn = settings?.sound === true;
  useEffect(() => {
    if (!soundOn) return;
    const current = beeper.current ?? createBeeper();
    if (!current) return;
    beeper.current = current;
    const update = () => setPlaying(current.running);
    update();
    const stopListening = current.onChange(update);
    const wake = () => {
      current.resume().catch((error: unknown) => console.warn("The alert sound could not start:", error));
    };
    for (const gesture of GESTURES) window.addEventListener(gesture, wake, true);
    return () => {
      stopListening();
      for (const gesture of GESTURES) window.removeEventListener(gesture, wake, true);
      current.close();
      beeper.current = null;
      lastRangAt.current = null;
      setPlaying(false);
    };
  }, [soundOn]);

  useEffect(() => {
    const current = beeper.current;
    if (!playing || !current) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const now = Date.now();
      const plan = ringSchedule({ waiting, arrived: arrivedSinceRing.current, lastRangAt: lastRangAt.current, now });
      arrivedSinceRing.current = false;
      if (plan.ringNow && current.beep()) lastRangAt.current = now;
      if (plan.nextAt !== null) timer = setTimeout(check, plan.nextAt - now);
    };
    check();
    return () => clearTimeout(timer);
  }, [playing, waiting, announcedIds]);

  const toggleSound = useCallback(() => {
    if (!settings) return;
    if (!settings.sound) {
      // Made and resumed inside the click: the gesture browsers ask for before a page plays sound.
      const made = createBeeper();
      if (!made) return;
      // A second click before the first one's render would otherwise leave a context open.
      beeper.current?.close();
      beeper.current = made;
      made.resume().catch((error: unknown) => console.warn("The alert sound could not start:", error));
    }
    save({ ...settings, sound: !settings.sound });
  }, [settings, save]);

  const toggleNotifications = useCallback(() => {
    if (!settings) return;
    if (settings.notifications && permission === "granted") {
      save({ ...settings, notifications: false });
      return;
    }
    void askToNotify().then((result) => {
      setPermission(result);
      setAnswer(result);
      if (result === "granted") save({ ...settings, notifications: true });
    });
  }, [settings, permission, save]);

  return {
    announced: live ? announcedWaiting(announcedIds, live.orders) : [],
    sound: soundState(settings, playing),
    toggleSound,
    notifications,
    toggleNotifications,
  };
}

function soundState(settings: StaffAlertSettings | null, playing: boolean): SoundState {
  if (!settings) return "loading";
  if (!canPlaySound()) return "unsupported";
  if (!settings.sound) return "off";
  return playing ? "on" : "needs-gesture";
}

function notificationState(
  settings: StaffAlertSettings | null,
  permission: NotificationSupport | null,
  answer: NotificationSupport | null,
): NotificationState {
  if (!settings || permission === null) return "loading";
  if (permission === "unsupported") return "unsupported";
  if (permission === "denied" && (answer === "denied" || settings.notifications)) return "denied";
  if (permission === "granted" && settings.notifications) return "on";
  if (answer === "default") return "dismissed";
  return "off";
}
