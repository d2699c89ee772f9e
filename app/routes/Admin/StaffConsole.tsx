import { useLocation } from "@remix-run/react";
import { Suspense } from "react";

import type { StaffAction } from "~/lib/orders";
import { lazyComponent } from "~/lib/platform";
import { defaultShopSettings } from "~/lib/shop";
import { OWNER_ROLE, panelOf, type StaffRole, useStaffOutbox } from "~/lib/staff";
import { useShopSettings } from "~/root-data";

import { AdminPanelNav } from "./AdminPanels";
import { CouponsPanel } from "./CouponsPanel";
import { DayClose } from "./DayClose";
import { RatingsPanel } from "./RatingsPanel";
import { ShopInbox } from "./ShopInbox";
import { ShopSettingsPanel } from "./ShopSettingsPanel";
import { StaffRoleContext } from "./staff-role";
import { TeamPanel } from "./TeamPanel";

// The charts' library, the customers' list and the menu's editor come with their panels only, not /Admin's first load.
const ReportsPanel = lazyComponent(() => import("./ReportsPanel").then((module) => module.ReportsPanel), {
  failed: <p>Não foi possível abrir os relatórios agora. Verifique a conexão e recarregue a página.</p>,
});

const MenuPanel = lazyComponent(() => import("./MenuPanel").then((module) => module.MenuPanel), {
  failed: <p>Não foi possível abrir o cardápio agora. Verifique a conexão e recarregue a página.</p>,
});

const CustomersPanel = lazyComponent(() => import("./CustomersPanel").then((module) => module.CustomersPanel), {
  failed: <p>Não foi possível abrir os clientes agora. Verifique a conexão e recarregue a página.</p>,
});

function StaffInbox({ actions }: { actions: StaffAction[] }) {
  const online = useStaffOutbox(actions);
  const settings = useShopSettings() ?? defaultShopSettings;
  return <ShopInbox actions={actions} online={online} defaultReadyMinutes={settings.orderAhead.readyMinutes} />;
}

export function StaffConsole({ actions, role }: { actions: StaffAction[]; role: StaffRole }) {
  // Not useSearchParams: it would join the router chunk every first load carries.
  const search = new URLSearchParams(useLocation().search);
  const panel = panelOf(search, role);
  return (
    <StaffRoleContext.Provider value={role}>
      <AdminPanelNav role={role} current={panel} />
      {role === OWNER_ROLE || panel !== "loja" ? null : (
        <p>
          Você entrou como Equipe: cuida dos pedidos, das pausas e dos esgotados. Horários, entregas, mesas, cupons,
          cartão fidelidade e a equipe ficam com o Dono.
        </p>
      )}
      {/* Kept while another panel is open: a new order is still heard, counted in the title and notified. */}
      <div hidden={panel !== "pedidos"}>
        <StaffInbox actions={actions} />
      </div>
      {panel === "loja" ? <ShopSettingsPanel /> : null}
      {panel === "cardapio" ? (
        <Suspense fallback={<p aria-busy="true">Carregando o cardápio…</p>}>
          <MenuPanel />
        </Suspense>
      ) : null}
      {panel === "cupons" ? <CouponsPanel /> : null}
      {panel === "fechamento" ? <DayClose /> : null}
      {panel === "avaliacoes" ? <RatingsPanel /> : null}
      {panel === "relatorios" ? (
        <Suspense fallback={<p aria-busy="true">Carregando os relatórios…</p>}>
          <ReportsPanel />
        </Suspense>
      ) : null}
      {panel === "clientes" ? (
        <Suspense fallback={<p aria-busy="true">Carregando os clientes…</p>}>
          <CustomersPanel />
        </Suspense>
      ) : null}
      {panel === "equipe" ? <TeamPanel /> : null}
    </StaffRoleContext.Provider>
  );
}
