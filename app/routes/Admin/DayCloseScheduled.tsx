import { useId } from "react";

import { formatBRL } from "~/lib/catalogue";
import { slotLabel } from "~/lib/shop";
import type { DayClose } from "~/lib/staff";

import * as styles from "./DayClose.css";
import * as ticketStyles from "./KitchenTicket.css";

export function ScheduledForDay({ close }: { close: DayClose }) {
  const titleId = useId();
  return (
    <>
      <h3 id={titleId} className={styles.subtitle}>
        Agendados para este dia
      </h3>
      {close.scheduled.length === 0 ? (
        <p className={styles.hint}>Nenhum pedido agendado para este dia.</p>
      ) : (
        <>
          <table className={styles.table} aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  Horário
                </th>
                <th scope="col" className={styles.cell}>
                  Pedido
                </th>
                <th scope="col" className={styles.number}>
                  Valor
                </th>
              </tr>
            </thead>
            <tbody>
              {close.scheduled.map((order) => (
                <tr key={order.docId}>
                  <td className={styles.cell}>{slotLabel(order.scheduledFor)}</td>
                  <th scope="row" className={styles.cell}>
                    nº {order.number}
                  </th>
                  <td className={styles.number}>{formatBRL(order.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.hint}>Cada pedido entra nas vendas do dia em que foi feito, não no dia agendado.</p>
        </>
      )}
    </>
  );
}

export function ScheduledForDayLines({ close }: { close: DayClose }) {
  if (close.scheduled.length === 0) return null;
  return (
    <>
      <hr className={ticketStyles.rule} />
      <p className={ticketStyles.row}>Agendados para este dia ({close.scheduled.length}):</p>
      {close.scheduled.map((order) => (
        <p key={order.docId} className={ticketStyles.row}>
          {slotLabel(order.scheduledFor)} nº {order.number}: {formatBRL(order.total)}
        </p>
      ))}
    </>
  );
}
