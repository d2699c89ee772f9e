import type { SettingsSection } from "~/lib/settings";
import { type DeliveryArea, deliveryAreaKey, type ShopSettings } from "~/lib/shop";

const sectionNames: Record<SettingsSection, string> = {
  paused: "a pausa dos pedidos",
  hours: "os horários",
  pickup: "a retirada na loja",
  orderAhead: "os pedidos agendados",
  loyalty: "o cartão fidelidade",
  soldOut: "o cardápio",
  deliveryAreas: "a entrega",
  tables: "as mesas",
  details: "os dados da loja",
  menu: "os cafés e os preços do cardápio",
};

/** `by`: the e-mail the rules recorded with the change, once this device has heard it. */
export function changedByOtherText(section: SettingsSection, by: string | null = null): string {
  return `${by ?? "Outro membro da equipe"} alterou ${sectionNames[section]} agora há pouco.`;
}

export const overwroteText =
  "Salvo. Isto substituiu uma alteração que outro membro da equipe fez depois que você abriu esta página.";

export type SettingsSaved = { notice: string } | undefined;

/** Ignores the order of maps' keys and of the areas: stored ones come by key. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );
}

const byKey = (areas: readonly DeliveryArea[]) =>
  [...areas].sort((a, b) => (deliveryAreaKey(a) < deliveryAreaKey(b) ? -1 : 1));

export interface OwnSaves {
  paused?: boolean;
  hours?: string;
  pickup?: boolean;
  orderAhead?: string;
  loyalty?: string;
  tables?: number;
  details?: string;
  deliveryAreas?: string;
  soldOut?: Record<string, boolean>;
  /** The versions of the menu this page saved. */
  menu?: readonly string[];
}

/** So this page's own change is not taken for another's. */
export function recordOwnSave(own: OwnSaves, save: OwnSave): OwnSaves {
  switch (save.section) {
    case "paused":
      return { ...own, paused: save.paused };
    case "hours":
      return { ...own, hours: canonical(save.hours) };
    case "pickup":
      return { ...own, pickup: save.pickup };
    case "orderAhead":
      return { ...own, orderAhead: canonical(save.orderAhead) };
    case "loyalty":
      return { ...own, loyalty: canonical(save.loyalty) };
    case "tables":
      return { ...own, tables: save.tables };
    case "details":
      return { ...own, details: canonical(save.details) };
    case "deliveryAreas":
      return { ...own, deliveryAreas: canonical(byKey(save.deliveryAreas)) };
    case "soldOut":
      return { ...own, soldOut: { ...own.soldOut, [save.description]: save.available } };
    case "menu":
      return { ...own, menu: [...(own.menu ?? []), save.version] };
  }
}

export type OwnSave =
  | { section: "paused"; paused: boolean }
  | { section: "hours"; hours: ShopSettings["hours"] }
  | { section: "pickup"; pickup: boolean }
  | { section: "orderAhead"; orderAhead: ShopSettings["orderAhead"] }
  | { section: "loyalty"; loyalty: ShopSettings["loyalty"] }
  | { section: "tables"; tables: number }
  | { section: "details"; details: ShopSettings["details"] }
  | { section: "deliveryAreas"; deliveryAreas: readonly DeliveryArea[] }
  | { section: "soldOut"; description: string; available: boolean }
  | { section: "menu"; version: string };

export function changedByOthers(before: ShopSettings, after: ShopSettings, own: OwnSaves): SettingsSection[] {
  const changed: SettingsSection[] = [];
  if (before.paused !== after.paused && own.paused !== after.paused) changed.push("paused");
  const hours = canonical(after.hours);
  if (canonical(before.hours) !== hours && own.hours !== hours) changed.push("hours");
  if (before.pickup !== after.pickup && own.pickup !== after.pickup) changed.push("pickup");
  const orderAhead = canonical(after.orderAhead);
  if (canonical(before.orderAhead) !== orderAhead && own.orderAhead !== orderAhead) changed.push("orderAhead");
  const loyalty = canonical(after.loyalty);
  if (canonical(before.loyalty) !== loyalty && own.loyalty !== loyalty) changed.push("loyalty");
  if (before.tables !== after.tables && own.tables !== after.tables) changed.push("tables");
  const details = canonical(after.details);
  if (canonical(before.details) !== details && own.details !== details) changed.push("details");
  const soldOutChanges = [
    ...before.soldOut.filter((description) => !after.soldOut.includes(description)),
    ...after.soldOut.filter((description) => !before.soldOut.includes(description)),
  ];
  if (soldOutChanges.some((description) => own.soldOut?.[description] !== !after.soldOut.includes(description))) {
    changed.push("soldOut");
  }
  const areas = canonical(byKey(after.deliveryAreas));
  if (canonical(byKey(before.deliveryAreas)) !== areas && own.deliveryAreas !== areas) changed.push("deliveryAreas");
  const menu = after.menuVersion;
  if (before.menuVersion !== menu && menu !== undefined && !own.menu?.includes(menu)) changed.push("menu");
  return changed;
}
