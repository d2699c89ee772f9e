import { useEffect, useState } from "react";

import { adminReportSources, loadReport } from "./load-report";
import type { Report, ReportPeriod } from "./report";

type Loaded = { status: "loading" } | { status: "ready"; report: Report } | { status: "failed" };

/** "Relatórios": the period's report, read again when the period or the shop's day changes. */
export function useReport(period: ReportPeriod, today: string): Loaded {
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded } | null>(null);
  const key = `${period.from}/${period.to}/${today}`;
  useEffect(() => {
    let current = true;
    adminReportSources()
      .then((sources) => loadReport(period, today, sources))
      .then(
        (report) => current && setLoaded({ key, value: { status: "ready", report } }),
        (error: unknown) => {
          console.error("The report cannot be read:", error);
          if (current) setLoaded({ key, value: { status: "failed" } });
        },
      );
    return () => {
      current = false;
    };
    // The key names the period and the day: a new object of the same period reads nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return loaded?.key === key ? loaded.value : { status: "loading" };
}
