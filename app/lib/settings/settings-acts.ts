/** The parts of the shop's settings a save changes, one at a time: firestore.rules' `shopActs/last` names one. */
export const settingsSections = [
  "paused",
  "hours",
  "pickup",
  "orderAhead",
  "loyalty",
  "soldOut",
  "deliveryAreas",
  "tables",
  "details",
  "menu",
] as const;
export type SettingsSection = (typeof settingsSections)[number];

/** Parts only the Dono saves: their act is refused to Equipe. */
export const ownerSettingsSections = ["deliveryAreas", "menu"] as const satisfies readonly SettingsSection[];

/** Who saved the settings last, and which part: staff's devices name them in the "alterou" notice. */
export interface SettingsAct {
  by: string;
  at: number;
  section: SettingsSection;
}

/** From the stored document with its time as ms. */
export function parseSettingsAct(data: Record<string, unknown> | undefined): SettingsAct | null {
  const section = settingsSections.find((known) => known === data?.section);
  const { by, at } = data ?? {};
  return section && typeof by === "string" && by !== "" && typeof at === "number" ? { by, at, section } : null;
}

/** The part a change saves: its one key besides what its maker had seen. */
export function sectionOfChange(change: object): SettingsSection {
  const section = settingsSections.find((known) => known in change);
  if (!section) throw new Error("A settings change with no known part");
  return section;
}
