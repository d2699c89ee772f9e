import { useState } from "react";

import { fiscalExportFileName, fiscalPeriodCsv, parseExportPeriod } from "./fiscal-export";
import { staffOrdersPart } from "./parts";

type PeriodExportState =
  { status: "idle" } | { status: "reading" } | { status: "failed"; message: string } | { status: "done"; text: string };

/** "Exportar período": every order of the period, read from the server once, handed over as one CSV file. */
export function usePeriodExport(save: (csv: string, fileName: string) => void) {
  const [state, setState] = useState<PeriodExportState>({ status: "idle" });
  const exportPeriod = async (from: string, to: string) => {
    const parsed = parseExportPeriod(from, to);
    if (!parsed.ok) {
      setState({ status: "failed", message: parsed.message });
      return;
    }
    const { period } = parsed;
    setState({ status: "reading" });
    try {
      const orders = await (await staffOrdersPart.open()).shopOrdersBetween(period.start, period.end);
      save(fiscalPeriodCsv(orders, period), fiscalExportFileName(period.from, period.to));
      setState({ status: "done", text: "Arquivo do período baixado." });
    } catch (error) {
      console.error(`The orders from ${from} to ${to} cannot be read:`, error);
      setState({
        status: "failed",
        message: "Não foi possível ler os pedidos do período. Verifique a conexão e tente de novo.",
      });
    }
  };
  return { state, exportPeriod };
}
