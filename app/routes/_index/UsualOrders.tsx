import { Suspense } from "react";

import { lazyComponent } from "~/lib/platform";
import { defaultShopSettings } from "~/lib/shop";
import { useShopSettings } from "~/root-data";

// A second import: the home page's own chunk names only this module, not every chunk the cards need.
const UsualOrderCards = lazyComponent(() => import("~/lib/usual/ui").then((module) => module.UsualOrderCards));

/** "Meu de sempre" on the home page: loaded only for a device that saved one. */
export default function UsualOrders() {
  const settings = useShopSettings() ?? defaultShopSettings;
  return (
    <Suspense fallback={null}>
      <UsualOrderCards settings={settings} />
    </Suspense>
  );
}
