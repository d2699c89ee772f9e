import { useId } from "react";

import { formatBRL } from "~/lib/catalogue";
import type { DayClose } from "~/lib/staff";

import { CountHead, CountRow } from "./CountRows";
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
        <CountHead label="Mesa" />
        <tbody>
          {close.tables.map((row) => (
            <CountRow key={row.label} label={row.label} count={row.count} amount={formatBRL(row.total)} />
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
