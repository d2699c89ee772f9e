import type { StaffAction } from "~/lib/inbox";
import { useStaffOutbox } from "~/lib/staff";

import { DayClose } from "./DayClose";
import { ShopInbox } from "./ShopInbox";
import { ShopSettingsPanel } from "./ShopSettingsPanel";

/** The shop's orders with staff's changes that are not saved yet, sent from here and asked about before leaving. */
function StaffInbox({ actions }: { actions: StaffAction[] }) {
  const online = useStaffOutbox(actions);
  return <ShopInbox actions={actions} online={online} />;
}

/** What staff see on /Admin: the shop's settings, the day's close and the shop's orders. */
export function StaffConsole({ actions }: { actions: StaffAction[] }) {
  return (
    <>
      <ShopSettingsPanel />
      <DayClose />
      <StaffInbox actions={actions} />
    </>
  );
}
