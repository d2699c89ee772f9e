import { useEffect, useRef } from "react";
import uPlot from "uplot";

import { formatBRL } from "~/lib/catalogue";
import type { Report } from "~/lib/staff";

import * as styles from "./ReportsPanel.css";

const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** Sales per day as bars, in reais; the table beside it says the same for screen readers and keyboards. */
export function SalesChart({ days }: { days: Report["days"] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const labels = days.map((day) => dayMonth(day.date));
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: 240,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false } },
        axes: [
          { values: (_chart, ticks) => ticks.map((tick) => labels[tick] ?? "") },
          { size: 72, values: (_chart, ticks) => ticks.map((tick) => formatBRL(tick / 100).replace(",00", "")) },
        ],
        series: [
          {},
          {
            label: "Faturamento",
            stroke: "#6f3d1f",
            fill: "rgba(111, 61, 31, 0.35)",
            paths: uPlot.paths.bars?.({ size: [0.7, 48] }),
            points: { show: false },
          },
        ],
      },
      [days.map((_day, index) => index), days.map((day) => day.sales)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 280), height: 240 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);
  return <div ref={box} className={styles.chart} aria-hidden="true" data-chart="vendas-por-dia" />;
}
