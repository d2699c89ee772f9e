import { useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";

import { signedInUser } from "~/lib/account";
import { inboxConfig } from "~/lib/firestore";
import { importWhenReachable } from "~/lib/platform";
import { defaultShopSettings } from "~/lib/shop";
import { type RootData, useShopSettings } from "~/root-data";

// A second import: the home page's own chunk names only this module, not every chunk the cards need.
const UsualOrderCards = lazy(() =>
  importWhenReachable(() => import("~/lib/usual/ui")).then((module) => ({ default: module.UsualOrderCards })),
);

/** "Meu de sempre" on the home page: loaded only for a device that saved one. */
export default function UsualOrders() {
  const settings = useShopSettings() ?? defaultShopSettings;
  const auth = useRouteLoaderData<RootData>("root")?.auth;
  const user = auth && inboxConfig.mode !== "disabled" ? signedInUser(auth) : null;
  return (
    <Suspense fallback={null}>
      <UsualOrderCards settings={settings} user={user} />
    </Suspense>
  );
}
