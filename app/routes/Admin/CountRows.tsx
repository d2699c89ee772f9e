import * as styles from "./DayClose.css";

/** A day-close table's head: what the rows are, then their orders and amount. */
export function CountHead({ label }: { label: string }) {
  return (
    <thead>
      <tr>
        <th scope="col" className={styles.cell}>
          {label}
        </th>
        <th scope="col" className={styles.number}>
          Pedidos
        </th>
        <th scope="col" className={styles.number}>
          Valor
        </th>
      </tr>
    </thead>
  );
}

export function CountRow({
  label,
  count,
  amount,
  className,
}: {
  label: string;
  count: number;
  amount: string;
  className?: string;
}) {
  return (
    <tr className={className}>
      <th scope="row" className={styles.cell}>
        {label}
      </th>
      <td className={styles.number}>{count}</td>
      <td className={styles.number}>{amount}</td>
    </tr>
  );
}
