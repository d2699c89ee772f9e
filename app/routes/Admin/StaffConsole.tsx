import type { StaffAction } from "~/lib/orders";
import { defaultShopSettings } from "~/lib/shop";
import { useStaffOutbox } from "~/lib/staff";
import { useShopSettings } from "~/root-data";

import { CouponsPanel } from "./CouponsPanel";
import { DayClose } from "./DayClose";
import { RatingsPanel } from "./RatingsPanel";
import { ShopInbox } from "./ShopInbox";
import { ShopSettingsPanel } from "./ShopSettingsPanel";

function StaffInbox({ actions }: { actions: StaffAction[] }) {
  const online = useStaffOutbox(actions);
  const settings = useShopSettings() ?? defaultShopSettings;
  return <ShopInbox actions={actions} online={online} defaultReadyMinutes={settings.orderAhead.readyMinutes} />;
}

export function StaffConsole({ actions }: { actions: StaffAction[] }) {
  return (
    <>
      <ShopSettingsPanel />
      <CouponsPanel />
      <DayClose />
      <RatingsPanel />
      <StaffInbox actions={actions} />
    </>
  );
}
