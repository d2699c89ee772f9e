import { type FormEvent, useEffect, useState } from "react";

import { formatBRL, fromCents } from "~/lib/catalogue";
import { useMinuteClock } from "~/lib/platform";
import {
  comparisonText,
  customPeriod,
  formatShopDate,
  presetPeriod,
  type Report,
  reportCsv,
  reportFileName,
  type ReportPeriod,
  type ReportPreset,
  reportPresets,
  shopDate,
  shopDayRange,
  staffOrdersPart,
  useReport,
} from "~/lib/staff";
import { alert, button, textInput } from "~/styles/shared.css";

import * as styles from "./ReportsPanel.css";
import { ReportTables } from "./ReportTables";
import { SalesChart } from "./SalesChart";
import { saveFile } from "./save-file";

const money = (cents: number) => formatBRL(fromCents(cents));

function Totals({ report }: { report: Report }) {
  const { totals, previous, period } = report;
  const tiles = [
    { label: "Faturamento", value: money(totals.sales), under: comparisonText(totals.sales, previous.sales, period) },
    { label: "Pedidos", value: String(totals.orders), under: comparisonText(totals.orders, previous.orders, period) },
    {
      label: "Ticket médio",
      value: money(totals.average),
      under: comparisonText(totals.average, previous.average, period),
    },
  ];
  return (
    <dl className={styles.tiles}>
      {tiles.map((tile) => (
        <div key={tile.label} className={styles.tile}>
          <dt>{tile.label}</dt>
          <dd className={styles.tileValue}>{tile.value}</dd>
          <dd className={styles.muted}>{tile.under}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Relatórios": the Dono's figures for a period, beside the period before; loaded only when the panel opens. */
export function ReportsPanel() {
  const today = shopDate(useMinuteClock());
  const [preset, setPreset] = useState<ReportPreset | "datas">("7");
  const [typed, setTyped] = useState<ReportPeriod | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  const period = preset === "datas" ? (typed ?? presetPeriod("7", today)) : presetPeriod(preset, today);
  const loaded = useReport(period, today);
  const [csvState, setCsvState] = useState<"idle" | "reading" | "failed">("idle");
  const chooseDates = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = customPeriod(String(form.get("de") ?? ""), String(form.get("ate") ?? ""));
    if ("message" in chosen) setError(chosen.message);
    else {
      setError(null);
      setTyped(chosen);
    }
  };
  const downloadCsv = async () => {
    setCsvState("reading");
    try {
      const start = shopDayRange(period.from)?.start ?? 0;
      const end = shopDayRange(period.to)?.end ?? 0;
      const orders = await (await staffOrdersPart.open()).shopOrdersBetween(start, end);
      saveFile(reportCsv(orders, period), reportFileName(period));
      setCsvState("idle");
    } catch (failure) {
      console.error("The period's orders cannot be read:", failure);
      setCsvState("failed");
    }
  };
  useEffect(() => {
    if (!printing) return;
    window.print();
    setPrinting(false);
  }, [printing]);
  return (
    <section className={`${styles.panel} ${printing ? styles.printing : ""}`} aria-labelledby="relatorios-title">
      <h2 id="relatorios-title" className={styles.title}>
        Relatórios
      </h2>
      <div className={styles.controls}>
        <label className={styles.field}>
          Período
          <select
            className={textInput}
            value={preset}
            onChange={(event) => setPreset(event.target.value as ReportPreset | "datas")}
          >
            {reportPresets.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
            <option value="datas">Escolher datas</option>
          </select>
        </label>
        {preset === "datas" ? (
          <form className={styles.controls} aria-label="Datas do relatório" onSubmit={chooseDates}>
            <label className={styles.field}>
              De
              <input type="date" name="de" className={textInput} defaultValue={period.from} max={today} />
            </label>
            <label className={styles.field}>
              Até
              <input type="date" name="ate" className={textInput} defaultValue={period.to} max={today} />
            </label>
            <button type="submit" className={button.secondary}>
              Ver relatório
            </button>
          </form>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className={alert.error}>
          {error}
        </p>
      ) : null}
      <p className={styles.muted} role="status">
        {formatShopDate(period.from)} a {formatShopDate(period.to)}
        {loaded.status === "loading" ? " — carregando…" : ""}
      </p>
      {loaded.status === "failed" ? (
        <p role="alert" className={alert.error}>
          Não foi possível ler o relatório. Verifique a conexão e tente de novo.
        </p>
      ) : null}
      {loaded.status === "ready" ? (
        <>
          <Totals report={loaded.value} />
          <h3 className={styles.subtitle}>Vendas por dia</h3>
          <SalesChart days={loaded.value.days} />
          <p className={styles.muted}>Barras: faturamento (R$, à esquerda). Linha: pedidos (à direita).</p>
          <ReportTables report={loaded.value} />
          <div className={styles.actions}>
            <button
              type="button"
              className={button.secondary}
              disabled={csvState === "reading"}
              onClick={() => void downloadCsv()}
            >
              Baixar CSV
            </button>
            <button type="button" className={button.secondary} onClick={() => setPrinting(true)}>
              Imprimir
            </button>
          </div>
          {csvState === "failed" ? (
            <p role="alert" className={alert.error}>
              Não foi possível ler os pedidos do período. Verifique a conexão e tente de novo.
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
