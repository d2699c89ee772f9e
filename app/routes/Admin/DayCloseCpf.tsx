import { useId } from "react";

import { formatBRL } from "~/lib/catalogue";
import { cpfText } from "~/lib/orders";
import type { DayClose } from "~/lib/staff";

import * as styles from "./DayClose.css";

/** "CPF na nota": the day's orders whose shopper asked for it; nothing on a day without any. */
export function CpfOfDay({ close }: { close: DayClose }) {
  const titleId = useId();
  if (close.withCpf.length === 0) return null;
  return (
    <>
      <h3 id={titleId} className={styles.subtitle}>
        Pedidos com CPF na nota
      </h3>
      <table className={styles.table} aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              Pedido
            </th>
            <th scope="col" className={styles.cell}>
              CPF
            </th>
            <th scope="col" className={styles.number}>
              Valor
            </th>
          </tr>
        </thead>
        <tbody>
          {close.withCpf.map((order) => (
            <tr key={order.docId}>
              <th scope="row" className={styles.cell}>
                nº {order.number}
              </th>
              <td className={styles.cell}>{cpfText(order.cpf)}</td>
              <td className={styles.number}>{formatBRL(order.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
