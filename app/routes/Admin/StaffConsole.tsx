import type { StaffAction } from "~/lib/orders";
import { defaultShopSettings } from "~/lib/shop";
import { OWNER_ROLE, type StaffRole, useStaffOutbox } from "~/lib/staff";
import { useShopSettings } from "~/root-data";

import { CouponsPanel } from "./CouponsPanel";
import { DayClose } from "./DayClose";
import { RatingsPanel } from "./RatingsPanel";
import { ShopInbox } from "./ShopInbox";
import { ShopSettingsPanel } from "./ShopSettingsPanel";
import { StaffRoleContext } from "./staff-role";
import { TeamPanel } from "./TeamPanel";

function StaffInbox({ actions }: { actions: StaffAction[] }) {
  const online = useStaffOutbox(actions);
  const settings = useShopSettings() ?? defaultShopSettings;
  return <ShopInbox actions={actions} online={online} defaultReadyMinutes={settings.orderAhead.readyMinutes} />;
}

export function StaffConsole({ actions, role }: { actions: StaffAction[]; role: StaffRole }) {
  const owner = role === OWNER_ROLE;
  return (
    <StaffRoleContext.Provider value={role}>
      {owner ? null : (
        <p>
          Você entrou como Equipe: cuida dos pedidos, das pausas e dos esgotados. Horários, entregas, mesas, cupons,
          cartão fidelidade e a equipe ficam com o Dono.
        </p>
      )}
      <ShopSettingsPanel />
      {owner ? <CouponsPanel /> : null}
      <DayClose />
      <RatingsPanel />
      {owner ? <TeamPanel /> : null}
      <StaffInbox actions={actions} />
    </StaffRoleContext.Provider>
  );
}
