import { type Loaded, useLoadedOnce } from "~/lib/platform";

import { adminReportSources, loadReport } from "./load-report";
import type { Report, ReportPeriod } from "./report";

/** "Relatórios": the period's report, read again when the period or the shop's day changes. */
export function useReport(period: ReportPeriod, today: string): Loaded<Report> {
  return useLoadedOnce(
    `${period.from}/${period.to}/${today}`,
    () => adminReportSources().then((sources) => loadReport(period, today, sources)),
    "The report",
  );
}
