import { createContext, useContext } from "react";

import type { FormResult } from "~/lib/platform";
import type { SettingsSection } from "~/lib/settings";
import type { ShopSettings } from "~/lib/shop";
import { changedByOtherText, type OwnSave, type SettingsSaved } from "~/lib/staff";
import { alert } from "~/styles/shared.css";

import * as styles from "./ShopSettingsPanel.css";

/** Who saved each part last, as heard since the page opened (firestore.rules' shopActs/last). */
export const SettingsAuthors = createContext<Partial<Record<SettingsSection, string>>>({});

export function ChangedByOther({
  section,
  changed,
}: {
  section: SettingsSection;
  changed: readonly SettingsSection[];
}) {
  const authors = useContext(SettingsAuthors);
  return changed.includes(section) ? (
    <p role="status" className={alert.info}>
      {changedByOtherText(section, authors[section] ?? null)}
    </p>
  ) : null;
}

export type SectionProps = {
  settings: ShopSettings;
  changed: readonly SettingsSection[];
  saving: (save: OwnSave) => void;
};

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className={styles.fieldError}>
      {message}
    </span>
  ) : null;
}

export function Saved({
  fetcher,
  error,
}: {
  fetcher: { state: string; data: FormResult<SettingsSaved> | undefined };
  error: string | null;
}) {
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  // A save that replaced another staff member's change not shown here says so.
  return (
    <p role="status" className={styles.saved}>
      {error ?? (result?.ok ? (result.data?.notice ?? "Salvo.") : "")}
    </p>
  );
}
