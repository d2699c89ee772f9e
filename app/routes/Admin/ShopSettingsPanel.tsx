import { useCallback, useEffect, useRef, useState } from "react";

import { catalogue } from "~/lib/catalogue/catalogue";
import { formatMoneyInput } from "~/lib/catalogue/money";
import { fieldErrorsOf, type FormResult } from "~/lib/platform/form-result";
import { useActionFetcher } from "~/lib/platform/useActionFetcher";
import { useMinuteClock } from "~/lib/platform/useMinuteClock";
import { closedReason, shopStatus, toTimeInput, WEEKDAYS } from "~/lib/shop/shop-hours";
import { type DeliveryArea, MAX_DELIVERY_AREAS, type ShopSettings } from "~/lib/shop/shop-settings";
import {
  changedByOthers,
  changedByOtherText,
  type OwnSave,
  type OwnSaves,
  recordOwnSave,
  type SettingsSaved,
  type SettingsSection,
} from "~/lib/staff/settings-conflicts";
import { parseAreasForm, parseHoursForm } from "~/lib/staff/shop-settings-form";
import { alert, button } from "~/styles/shared.css";

import * as styles from "./ShopSettingsPanel.css";

type Live =
  { status: "loading" } | { status: "ready"; settings: ShopSettings; fromServer: boolean } | { status: "failed" };

/** The shop's settings, live from Firestore: what staff just saved (or another staff member did). */
function useLiveShopSettings(): Live {
  const [live, setLive] = useState<Live>({ status: "loading" });
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const failed = (error: unknown) => {
      console.error("The shop's settings cannot be shown:", error);
      setLive({ status: "failed" });
    };
    import("~/lib/inbox/settings.client").then((settingsClient) => {
      if (cancelled) return;
      stop = settingsClient.watchShopSettingsLive(
        (settings, { fromServer }) =>
          setLive(settings ? { status: "ready", settings, fromServer } : { status: "failed" }),
        failed,
      );
    }, failed);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return live;
}

/**
 * The sections another member of staff changed while this page showed them (the last save wins,
 * and the other is told), and `saving`, which this page calls as it saves a section: its own
 * change is not another's, and saving answers the notice.
 */
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

function ChangedByOther({ section, changed }: { section: SettingsSection; changed: readonly SettingsSection[] }) {
  return changed.includes(section) ? (
    <p role="status" className={alert.info}>
      {changedByOtherText(section)}
    </p>
  ) : null;
}

type SectionProps = {
  settings: ShopSettings;
  changed: readonly SettingsSection[];
  saving: (save: OwnSave) => void;
};

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className={styles.fieldError}>
      {message}
    </span>
  ) : null;
}

function PauseControl({ settings, changed, saving }: SectionProps) {
  const { fetcher, error } = useActionFetcher("shop-pause");
  const now = useMinuteClock();
  const paused = fetcher.formData ? fetcher.formData.get("paused") === "true" : settings.paused;
  const status = shopStatus({ ...settings, paused }, now);
  return (
    <fetcher.Form
      method="post"
      className={styles.pause}
      onSubmit={(event) =>
        saving({ section: "paused", paused: new FormData(event.currentTarget).get("paused") === "true" })
      }
    >
      <input type="hidden" name="intent" value="shop-pause" />
      <input type="hidden" name="paused" value={String(!paused)} />
      <p className={styles.state} aria-live="polite">
        {status.open ? "Loja aberta: recebendo pedidos." : closedReason(status, now)}
      </p>
      <button type="submit" className={paused ? button.primary : button.secondary}>
        {paused ? "Retomar pedidos" : "Pausar pedidos"}
      </button>
      <ChangedByOther section="paused" changed={changed} />
      {error ? (
        <p role="alert" className={alert.error}>
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

function HoursForm({ settings, changed, saving }: SectionProps) {
  const { fetcher, error } = useActionFetcher<SettingsSaved>("shop-hours");
  const errors = fieldErrorsOf(fetcher.data);
  return (
    <fetcher.Form
      method="post"
      className={styles.block}
      aria-labelledby="horarios-title"
      onSubmit={(event) => {
        const hours = parseHoursForm(new FormData(event.currentTarget));
        if (hours.ok) saving({ section: "hours", hours: hours.value });
      }}
    >
      <h3 id="horarios-title" className={styles.blockTitle}>
        Horários
      </h3>
      <ChangedByOther section="hours" changed={changed} />
      <p className={styles.hint}>
        Horário de Recife. Deixe um dia em branco para fechar nesse dia; sem nenhum horário, a loja fica sempre aberta.
        Fechar antes de abrir vai até a madrugada seguinte.
      </p>
      <input type="hidden" name="intent" value="shop-hours" />
      <input type="hidden" name="visto" value={JSON.stringify(settings.hours)} />
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Dia</th>
            <th scope="col">Abre</th>
            <th scope="col">Fecha</th>
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day, index) => {
            const hours = settings.hours[index];
            return (
              <tr key={day}>
                <th scope="row">{day}</th>
                {(["abre", "fecha"] as const).map((field) => (
                  <td key={field}>
                    <input
                      type="time"
                      name={`${field}-${index}`}
                      aria-label={`${field === "abre" ? "Abre" : "Fecha"} ${day.toLowerCase()}`}
                      defaultValue={hours ? toTimeInput(field === "abre" ? hours.opens : hours.closes) : ""}
                      aria-invalid={errors[`${field}-${index}`] ? true : undefined}
                      aria-describedby={errors[`${field}-${index}`] ? `${field}-${index}-erro` : undefined}
                    />
                    <FieldError id={`${field}-${index}-erro`} message={errors[`${field}-${index}`]} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <button type="submit" className={button.secondary}>
        Salvar horários
      </button>
      <Saved fetcher={fetcher} error={error} />
    </fetcher.Form>
  );
}

/** One coffee's checkbox, with a fetcher of its own: quick clicks on several never cancel each other. */
function Availability({
  description,
  available,
  saving,
}: {
  description: string;
  available: boolean;
  saving: SectionProps["saving"];
}) {
  const { fetcher, error } = useActionFetcher(`shop-soldout:${description}`);
  return (
    <li>
      <label className={styles.check}>
        {/* Uncontrolled, so a click shows at once; a new key takes the saved state when it arrives. */}
        <input
          key={String(available)}
          type="checkbox"
          defaultChecked={available}
          onChange={(event) => {
            saving({ section: "soldOut", description, available: event.currentTarget.checked });
            fetcher.submit(
              { intent: "shop-soldout", description, available: String(event.currentTarget.checked) },
              { method: "post" },
            );
          }}
        />
        {description} disponível
      </label>
      {error ? (
        <p role="alert" className={alert.error}>
          {error}
        </p>
      ) : null}
    </li>
  );
}

function MenuAvailability({ settings, changed, saving }: SectionProps) {
  return (
    <fieldset className={`${styles.block} ${styles.fieldset}`}>
      <legend className={styles.blockTitle}>Cardápio</legend>
      <ChangedByOther section="soldOut" changed={changed} />
      <ul className={styles.menu}>
        {catalogue.map((product) => (
          <Availability
            key={product.description}
            description={product.description}
            available={!settings.soldOut.includes(product.description)}
            saving={saving}
          />
        ))}
      </ul>
    </fieldset>
  );
}

/** "Retirar na loja": offered to shoppers (and accepted by the rules) or not. */
function PickupControl({ settings, changed, saving }: SectionProps) {
  const { fetcher, error } = useActionFetcher("shop-pickup");
  const pickup = fetcher.formData ? fetcher.formData.get("pickup") === "true" : settings.pickup;
  return (
    <fetcher.Form
      method="post"
      className={styles.pause}
      onSubmit={(event) =>
        saving({ section: "pickup", pickup: new FormData(event.currentTarget).get("pickup") === "true" })
      }
    >
      <input type="hidden" name="intent" value="shop-pickup" />
      <input type="hidden" name="pickup" value={String(!pickup)} />
      <p className={styles.state} aria-live="polite">
        {pickup ? "Retirada na loja: oferecida." : "Retirada na loja: desligada."}
      </p>
      <button type="submit" className={button.secondary}>
        {pickup ? "Desligar retirada na loja" : "Ligar retirada na loja"}
      </button>
      <ChangedByOther section="pickup" changed={changed} />
      {error ? (
        <p role="alert" className={alert.error}>
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

const blankArea: DeliveryArea = {
  city: "",
  bairro: "",
  fee: 0,
  minMinutes: 30,
  maxMinutes: 45,
  minOrder: null,
  freeDeliveryFrom: null,
};

/** An optional amount as the form shows it: "25,00", or empty for none. */
const amountInput = (amount: number | null) => (amount === null ? "" : formatMoneyInput(amount));

function DeliveryAreasForm({ settings, changed, saving }: SectionProps) {
  const { fetcher, error } = useActionFetcher<SettingsSaved>("shop-areas");
  const [rows, setRows] = useState<(DeliveryArea & { key: number })[]>(() =>
    settings.deliveryAreas.map((area, key) => ({ ...area, key })),
  );
  const [nextKey, setNextKey] = useState(settings.deliveryAreas.length);
  const errors = fieldErrorsOf(fetcher.data);
  const columns = [
    { field: "cidade", label: "Cidade", value: (area: DeliveryArea) => area.city },
    { field: "bairro", label: "Bairro (opcional)", value: (area: DeliveryArea) => area.bairro },
    { field: "taxa", label: "Taxa (R$)", value: (area: DeliveryArea) => formatMoneyInput(area.fee) },
    { field: "min", label: "Mínimo (min)", value: (area: DeliveryArea) => String(area.minMinutes) },
    { field: "max", label: "Máximo (min)", value: (area: DeliveryArea) => String(area.maxMinutes) },
    { field: "pedido-minimo", label: "Pedido mínimo (R$)", value: (area: DeliveryArea) => amountInput(area.minOrder) },
    {
      field: "gratis-acima",
      label: "Entrega grátis acima de (R$)",
      value: (area: DeliveryArea) => amountInput(area.freeDeliveryFrom),
    },
  ] as const;
  return (
    <fetcher.Form
      method="post"
      className={styles.block}
      onSubmit={(event) => {
        const areas = parseAreasForm(new FormData(event.currentTarget));
        if (areas.ok) saving({ section: "deliveryAreas", deliveryAreas: areas.value });
      }}
    >
      <input type="hidden" name="intent" value="shop-areas" />
      <input type="hidden" name="visto" value={JSON.stringify(settings.deliveryAreas)} />
      <ChangedByOther section="deliveryAreas" changed={changed} />
      <input type="hidden" name="areas" value={rows.length} />
      <table className={styles.table}>
        <caption className={styles.blockTitle}>Entrega</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.field} scope="col">
                {column.label}
              </th>
            ))}
            <th scope="col">
              <span className={styles.visuallyHidden}>Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((area, index) => (
            <tr key={area.key}>
              {columns.map((column) => {
                const name = `${column.field}-${index}`;
                return (
                  <td key={column.field}>
                    <input
                      name={name}
                      aria-label={`${column.label} da área ${index + 1}`}
                      defaultValue={column.value(area)}
                      inputMode={column.field === "cidade" || column.field === "bairro" ? undefined : "decimal"}
                      className={styles.cell}
                      aria-invalid={errors[name] ? true : undefined}
                      aria-describedby={errors[name] ? `${name}-erro` : undefined}
                    />
                    <FieldError id={`${name}-erro`} message={errors[name]} />
                  </td>
                );
              })}
              <td>
                <button
                  type="button"
                  className={button.ghost}
                  onClick={() => setRows((current) => current.filter((row) => row.key !== area.key))}
                >
                  Remover área {index + 1}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.hint}>
        Pedido mínimo e entrega grátis são de cada área (vazio: nenhum). A retirada na loja não tem pedido mínimo.
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={button.ghost}
          disabled={rows.length >= MAX_DELIVERY_AREAS}
          onClick={() => {
            setRows((current) => [...current, { ...blankArea, key: nextKey }]);
            setNextKey((key) => key + 1);
          }}
        >
          Adicionar área
        </button>
        <button type="submit" className={button.secondary}>
          Salvar entrega
        </button>
      </div>
      {errors.areas ? (
        <p role="alert" className={alert.error}>
          {errors.areas}
        </p>
      ) : null}
      <Saved fetcher={fetcher} error={error} />
    </fetcher.Form>
  );
}

function Saved({
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

/** /Admin's "Loja" section: open or paused, hours, what is available, where the shop delivers. */
export function ShopSettingsPanel() {
  const live = useLiveShopSettings();
  const { changed, saving } = useChangesByOthers(live);
  return (
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
          <HoursForm
            key={JSON.stringify(live.settings.hours)}
            settings={live.settings}
            changed={changed}
            saving={saving}
          />
          <PickupControl settings={live.settings} changed={changed} saving={saving} />
          <MenuAvailability settings={live.settings} changed={changed} saving={saving} />
          <DeliveryAreasForm
            key={JSON.stringify(live.settings.deliveryAreas)}
            settings={live.settings}
            changed={changed}
            saving={saving}
          />
        </>
      ) : null}
    </section>
  );
}
