import { useId } from "react";

import { formatBRL } from "~/lib/catalogue";
import type { DayClose } from "~/lib/staff";

import * as styles from "./DayClose.css";
import * as ticketStyles from "./KitchenTicket.css";

/** "Mesa 4": the day's orders served at each table; nothing on a day without any. */
export function TablesOfDay({ close }: { close: DayClose }) {
  const titleId = useId();
  if (close.tables.length === 0) return null;
  return (
    <>
      <h3 id={titleId} className={styles.subtitle}>
        Pedidos nas mesas
      </h3>
      <table className={styles.table} aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              Mesa
            </th>
            <th scope="col" className={styles.number}>
              Pedidos
            </th>
            <th scope="col" className={styles.number}>
              Valor
            </th>
          </tr>
        </thead>
        <tbody>
          {close.tables.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={styles.cell}>
                {row.label}
              </th>
              <td className={styles.number}>{row.count}</td>
              <td className={styles.number}>{formatBRL(row.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function TablesOfDayLines({ close }: { close: DayClose }) {
  if (close.tables.length === 0) return null;
  return (
    <>
      <hr className={ticketStyles.rule} />
      {close.tables.map((row) => (
        <p key={row.label} className={ticketStyles.row}>
          {row.label} ({row.count}): {formatBRL(row.total)}
        </p>
      ))}
    </>
  );
}
