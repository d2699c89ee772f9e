import { useCallback, useEffect, useMemo, useRef, useState } from "react";

import type { ShopOrder } from "~/lib/orders";
import {
  askToNotify,
  type Beeper,
  canPlaySound,
  createBeeper,
  type NotificationSupport,
  notificationSupport,
  showNotification,
} from "~/lib/platform/alerts.client";

import { splitScheduled } from "./scheduled-orders";
import {
  announcedWaiting,
  newOrderNotification,
  ordersArrived,
  ringSchedule,
  titleWithWaitingCount,
  waitingCount,
} from "./staff-alerts";
import type { StaffAlertSettings } from "./staff-schemas";
import { readStaffAlertSettings, writeStaffAlertSettings } from "./staff-storage";

/** Each snapshot a new object. */
export interface LiveShopOrders {
  orders: ShopOrder[];
  fromServer: boolean;
}

/** "needs-gesture": on, but after a reload the browser holds the sound until the next tap or key. */
export type SoundState = "loading" | "unsupported" | "off" | "on" | "needs-gesture";

/** "dismissed": staff closed the browser's question without answering. */
export type NotificationState = "loading" | "unsupported" | "off" | "on" | "denied" | "dismissed";

export interface StaffAlerts {
  announced: ShopOrder[];
  sound: SoundState;
  toggleSound(): void;
  notifications: NotificationState;
  toggleNotifications(): void;
}

/** After one of these the browser lets a page's audio play. */
const GESTURES = ["pointerdown", "pointerup", "keydown"] as const;

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

/** `now` from useActivationClock: an order in "Agendados" is neither counted nor announced until it joins the rest. */
export function useStaffAlerts(all: LiveShopOrders | null, now: number): StaffAlerts {
  const live = useMemo(
    () => all && { fromServer: all.fromServer, orders: splitScheduled(all.orders, now).active },
    [all, now],
  );
  const [settings, save] = useAlertSettings();
  const waiting = live ? waitingCount(live.orders) : 0;
  useWaitingCountInTitle(waiting);

  // Notifications: nothing is asked until staff press the button.
  const [permission, setPermission] = useState<NotificationSupport | null>(null);
  const [answer, setAnswer] = useState<NotificationSupport | null>(null);
  useEffect(() => setPermission(notificationSupport()), []);
  const notifications = notificationState(settings, permission, answer);
  const notifying = notifications === "on";

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

  // After a reload the browser holds the AudioContext made here until the next gesture on the page.
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
