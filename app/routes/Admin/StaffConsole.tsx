import type { StaffAction } from "~/lib/inbox";
import { useStaffOutbox } from "~/lib/staff";

import { DayClose } from "./DayClose";
import { ShopInbox } from "./ShopInbox";
import { ShopSettingsPanel } from "./ShopSettingsPanel";

function StaffInbox({ actions }: { actions: StaffAction[] }) {
  const online = useStaffOutbox(actions);
  return <ShopInbox actions={actions} online={online} />;
}

export function StaffConsole({ actions }: { actions: StaffAction[] }) {
  return (
    <>
      <ShopSettingsPanel />
      <DayClose />
      <StaffInbox actions={actions} />
    </>
  );
}
