import { OWNER_ROLE, type StaffRole } from "./staff-roles";

/** /Admin opens on the orders; the rest is one tap away, each panel under ?painel=. */
const ADMIN_PANEL_PARAM = "painel";

export const adminPanels = [
  { id: "pedidos", label: "Pedidos", ownerOnly: false },
  { id: "loja", label: "Loja", ownerOnly: false },
  { id: "cardapio", label: "Cardápio", ownerOnly: true },
  { id: "cupons", label: "Cupons", ownerOnly: true },
  { id: "fechamento", label: "Fechamento do dia", ownerOnly: false },
  { id: "avaliacoes", label: "Avaliações", ownerOnly: false },
  { id: "relatorios", label: "Relatórios", ownerOnly: true },
  { id: "clientes", label: "Clientes", ownerOnly: true },
  { id: "equipe", label: "Equipe", ownerOnly: true },
] as const satisfies readonly { id: string; label: string; ownerOnly: boolean }[];

export type AdminPanel = (typeof adminPanels)[number]["id"];

export function panelsFor(role: StaffRole): (typeof adminPanels)[number][] {
  return adminPanels.filter((panel) => !panel.ownerOnly || role === OWNER_ROLE);
}

/** The panel a URL asks for, if this role has it; the orders otherwise. */
export function panelOf(search: URLSearchParams, role: StaffRole): AdminPanel {
  const asked = search.get(ADMIN_PANEL_PARAM);
  return panelsFor(role).find((panel) => panel.id === asked)?.id ?? "pedidos";
}

export function panelSearch(panel: AdminPanel): string {
  return panel === "pedidos" ? "" : `?${ADMIN_PANEL_PARAM}=${panel}`;
}

/** The panel changed and nothing the loader reads did; a revalidation of the same URL is not that. */
export function onlyPanelChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  if (current.searchParams.get(ADMIN_PANEL_PARAM) === next.searchParams.get(ADMIN_PANEL_PARAM)) return false;
  const withoutPanel = (url: URL) => {
    const search = new URLSearchParams(url.search);
    search.delete(ADMIN_PANEL_PARAM);
    search.sort();
    return search.toString();
  };
  return withoutPanel(current) === withoutPanel(next);
}
