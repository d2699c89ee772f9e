import { useEffect, useRef } from "react";
import uPlot from "uplot";

import { formatBRL } from "~/lib/catalogue";
import type { Report } from "~/lib/staff";

import * as styles from "./ReportsPanel.css";

const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** The room a "29/11" label takes on the day axis, with its gap. */
const LABEL_PX = 64;

/** Sales per day as bars (reais, left) and orders as a line (right); the table beside it says the same in words. */
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
        // Half a day either side, so the first and the last bars show whole.
        scales: {
          x: { time: false, range: () => [-0.5, days.length - 0.5] },
          pedidos: { range: (_chart, _min, max) => [0, Math.max(1, max)] },
        },
        axes: [
          {
            // A label every few days, so a month's still fit a phone.
            splits: (chart) => {
              const step = Math.ceil(days.length / Math.max(2, Math.floor(chart.width / LABEL_PX)));
              return days.flatMap((_day, index) => (index % step === 0 ? [index] : []));
            },
            values: (_chart, ticks) => ticks.map((tick) => labels[tick] ?? ""),
          },
          { size: 72, values: (_chart, ticks) => ticks.map((tick) => formatBRL(tick / 100).replace(",00", "")) },
          {
            scale: "pedidos",
            side: 1,
            grid: { show: false },
            values: (_chart, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : "")),
          },
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
          { label: "Pedidos", scale: "pedidos", stroke: "#2f6f5e", width: 2, points: { show: true, size: 6 } },
        ],
      },
      [days.map((_day, index) => index), days.map((day) => day.sales), days.map((day) => day.orders)],
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
