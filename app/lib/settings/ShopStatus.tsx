import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

import { inboxConfig } from "~/lib/firestore";
import { listenOnceLoaded, useMinuteClock } from "~/lib/platform";
import { nextTask } from "~/lib/platform/when-idle.client";
import { closedText, defaultShopSettings, openNowText, type ShopSettings, shopStatus } from "~/lib/shop";

import { settingsModule } from "./settings-module";
import * as styles from "./ShopStatus.css";

/** Also keeps the shop's settings fresh (settings.client.ts says when); loaded when the page is idle. */
export function ShopStatus({ settings }: { settings: ShopSettings | null }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (inboxConfig.mode === "disabled") return;
    // A task apart from the evaluation of zod and the schemas, which takes one of its own.
    const loaded = () =>
      settingsModule().then(async (settings) => {
        await nextTask();
        return settings;
      });
    return listenOnceLoaded(
      loaded,
      (settings) => settings.keepShopSettingsFresh(pathname),
      (error) => console.warn("The shop's settings could not load:", error),
    );
  }, [pathname]);
  const now = useMinuteClock();
  const status = shopStatus(settings ?? defaultShopSettings, now);
  if (status.open) {
    // The home page says it is open, and until when: the other pages say only what stops an order.
    return pathname === "/" ? (
      <p className={styles.openLine}>{openNowText(settings ?? defaultShopSettings, now)}</p>
    ) : null;
  }
  return (
    <p className={styles.banner}>
      <strong>Loja fechada.</strong> {closedText(status, now)} Você pode montar seu carrinho e pedir quando abrirmos.
    </p>
  );
}
