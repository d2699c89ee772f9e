import { useCallback, useEffect, useRef, useState } from "react";

import { listenOnceLoaded } from "~/lib/platform";
import type { SettingsSection } from "~/lib/settings";
import { settingsModule, shopSettingsPart } from "~/lib/settings";
import type { ShopSettings } from "~/lib/shop";
import { changedByOthers, type OwnSave, type OwnSaves, recordOwnSave } from "~/lib/staff";
import { alert } from "~/styles/shared.css";

import { DeliveryAreasForm } from "./DeliveryAreasForm";
import { DetailsForm } from "./DetailsForm";
import { HoursForm } from "./HoursForm";
import { LoyaltyForm } from "./LoyaltyForm";
import { MenuAvailability } from "./MenuAvailability";
import { OrderAheadForm } from "./OrderAheadForm";
import { PauseControl, PickupControl } from "./PauseControls";
import { type SectionProps, SettingsAuthors } from "./SettingsFeedback";
import * as styles from "./ShopSettingsPanel.css";
import { useIsOwner } from "./staff-role";
import { TablesForm } from "./TablesForm";

type Live =
  { status: "loading" } | { status: "ready"; settings: ShopSettings; fromServer: boolean } | { status: "failed" };

function useLiveShopSettings(): Live {
  const [live, setLive] = useState<Live>({ status: "loading" });
  useEffect(() => {
    const failed = (error: unknown) => {
      console.error("The shop's settings cannot be shown:", error);
      setLive({ status: "failed" });
    };
    return listenOnceLoaded(
      settingsModule,
      (settingsClient) =>
        settingsClient.watchShopSettingsLive(
          (settings, { fromServer }) =>
            setLive(settings ? { status: "ready", settings, fromServer } : { status: "failed" }),
          failed,
        ),
      failed,
    );
  }, []);
  return live;
}

/** The last save wins, and the other staff member is told; `saving` marks this page's own change. */
function useChangesByOthers(live: Live): { changed: SettingsSection[]; saving: (save: OwnSave) => void } {
  const own = useRef<OwnSaves>({});
  const shown = useRef<ShopSettings | null>(null);
  const [changed, setChanged] = useState<SettingsSection[]>([]);
  useEffect(() => {
    // Only the server's settings: the cache's guess is nobody's change.
    if (live.status !== "ready" || !live.fromServer) return;
    const before = shown.current;
    shown.current = live.settings;
    if (!before) return;
    const byOthers = changedByOthers(before, live.settings, own.current);
    if (byOthers.length > 0) setChanged((current) => [...new Set([...current, ...byOthers])]);
  }, [live]);
  const saving = useCallback((save: OwnSave) => {
    own.current = recordOwnSave(own.current, save);
    setChanged((current) => current.filter((section) => section !== save.section));
  }, []);
  return { changed, saving };
}

/** The settings' authors heard after the page opened: the first answer is a change from before, nobody's now. */
function useSettingsAuthors(): Partial<Record<SettingsSection, string>> {
  const [authors, setAuthors] = useState<Partial<Record<SettingsSection, string>>>({});
  useEffect(() => {
    const failed = (error: unknown) => console.error("Who changed the settings cannot be shown:", error);
    let first = true;
    return shopSettingsPart.listen(
      (store) =>
        store.watchLastSettingsAct((act) => {
          if (act && !first) setAuthors((known) => ({ ...known, [act.section]: act.by }));
          first = false;
        }, failed),
      failed,
    );
  }, []);
  return authors;
}

/** The business's settings: the Dono's only (firestore.rules). */
function OwnerSettings({ settings, changed, saving }: SectionProps) {
  return (
    <>
      <DetailsForm key={JSON.stringify(settings.details)} settings={settings} changed={changed} saving={saving} />
      <HoursForm key={JSON.stringify(settings.hours)} settings={settings} changed={changed} saving={saving} />
      <PickupControl settings={settings} changed={changed} saving={saving} />
      <OrderAheadForm key={JSON.stringify(settings.orderAhead)} settings={settings} changed={changed} saving={saving} />
      <LoyaltyForm key={JSON.stringify(settings.loyalty)} settings={settings} changed={changed} saving={saving} />
      <TablesForm key={settings.tables} settings={settings} changed={changed} saving={saving} />
      <DeliveryAreasForm
        key={JSON.stringify(settings.deliveryAreas)}
        settings={settings}
        changed={changed}
        saving={saving}
      />
    </>
  );
}

export function ShopSettingsPanel() {
  const live = useLiveShopSettings();
  const { changed, saving } = useChangesByOthers(live);
  const authors = useSettingsAuthors();
  const owner = useIsOwner();
  return (
    <SettingsAuthors.Provider value={authors}>
      <section className={styles.panel} aria-labelledby="loja-title">
        <h2 id="loja-title" className={styles.title}>
          Loja
        </h2>
        {live.status === "loading" ? <p aria-busy="true">Carregando as configurações da loja…</p> : null}
        {live.status === "failed" ? (
          <p role="alert" className={alert.error}>
            Não foi possível carregar as configurações da loja. Verifique a conexão e recarregue a página.
          </p>
        ) : null}
        {live.status === "ready" ? (
          <>
            <PauseControl settings={live.settings} changed={changed} saving={saving} />
            <MenuAvailability settings={live.settings} changed={changed} saving={saving} />
            {owner ? <OwnerSettings settings={live.settings} changed={changed} saving={saving} /> : null}
          </>
        ) : null}
      </section>
    </SettingsAuthors.Provider>
  );
}
