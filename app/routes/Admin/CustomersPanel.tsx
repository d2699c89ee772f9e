import { useEffect, useRef, useState } from "react";

import { formatBRL } from "~/lib/catalogue";
import { MAX_LISTED_CUSTOMERS } from "~/lib/coupons";
import { useMinuteClock } from "~/lib/platform";
import {
  ABSENT_DAYS,
  absentCustomers,
  type CustomerRow,
  type CustomerSort,
  defaultDirection,
  formatShopDate,
  listedCouponText,
  shopDate,
  sortCustomers,
  type SortDirection,
  useCustomers,
} from "~/lib/staff";
import { alert, button } from "~/styles/shared.css";

import * as styles from "./CustomersPanel.css";
import { Scroll } from "./DataTable";
import { NewCouponForm } from "./NewCouponForm";

/** Rows shown at first, and added by "Mostrar mais clientes". */
const ROWS_PER_PAGE = 100;

const columns: { sort: CustomerSort; label: string; number: boolean }[] = [
  { sort: "name", label: "Cliente", number: false },
  { sort: "orders", label: "Pedidos", number: true },
  { sort: "spent", label: "Total gasto", number: true },
  { sort: "first", label: "Primeiro pedido", number: true },
  { sort: "last", label: "Último pedido", number: true },
  { sort: "stamps", label: "Selos", number: true },
];

function CustomerName({ row }: { row: CustomerRow }) {
  return (
    <>
      {row.name}
      <span className={styles.muted}>{row.email ?? `nº ${row.shortId}`}</span>
    </>
  );
}

function CustomerTable({ rows, caption }: { rows: readonly CustomerRow[]; caption: string }) {
  const [sort, setSort] = useState<{ by: CustomerSort; direction: SortDirection }>({
    by: "last",
    direction: "descending",
  });
  const [shown, setShown] = useState(ROWS_PER_PAGE);
  const sorted = sortCustomers(rows, sort.by, sort.direction);
  const sortBy = (by: CustomerSort) =>
    setSort((current) =>
      current.by === by
        ? { by, direction: current.direction === "ascending" ? "descending" : "ascending" }
        : { by, direction: defaultDirection[by] },
    );
  return (
    <>
      <Scroll label={caption}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.sort}
                  scope="col"
                  className={column.number ? styles.number : styles.cell}
                  aria-sort={sort.by === column.sort ? sort.direction : undefined}
                >
                  <button type="button" className={styles.sortButton} onClick={() => sortBy(column.sort)}>
                    {column.label}
                    <span aria-hidden="true">
                      {sort.by === column.sort ? (sort.direction === "ascending" ? " ▲" : " ▼") : ""}
                    </span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sorted.slice(0, shown).map((row) => (
              <tr key={row.uid}>
                <th scope="row" className={styles.nameCell}>
                  <CustomerName row={row} />
                </th>
                <td className={styles.number}>{row.orders}</td>
                <td className={styles.number}>{formatBRL(row.spent)}</td>
                <td className={styles.number}>{formatShopDate(row.first)}</td>
                <td className={styles.number}>{formatShopDate(row.last)}</td>
                <td className={styles.number}>{row.stamps}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
      {sorted.length <= shown ? null : (
        <button type="button" className={button.secondary} onClick={() => setShown(shown + ROWS_PER_PAGE)}>
          Mostrar mais clientes
        </button>
      )}
    </>
  );
}

/** The absent customers' coupon: the most recent ones first when there are more than a coupon may list. */
function CouponForAbsent({ absent }: { absent: readonly CustomerRow[] }) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  // The button and the form replace each other: the focus goes with them, never to the page's start.
  useEffect(() => {
    if (open) form.current?.querySelector<HTMLInputElement>("input:not([type=hidden])")?.focus();
    else if (opened.current) opener.current?.focus();
    opened.current ||= open;
  }, [open]);
  const listed = sortCustomers(absent, "last", "descending").slice(0, MAX_LISTED_CUSTOMERS);
  if (!open)
    return (
      <div className={styles.actions}>
        <button ref={opener} type="button" className={button.primary} onClick={() => setOpen(true)}>
          Criar cupom para eles
        </button>
        {created ? <p role="status">{created}</p> : null}
      </div>
    );
  return (
    <div ref={form} className={styles.couponBlock}>
      {absent.length > listed.length ? (
        <p className={styles.muted}>
          Um cupom vale para até {MAX_LISTED_CUSTOMERS} clientes: este será dos {MAX_LISTED_CUSTOMERS} que pediram mais
          recentemente.
        </p>
      ) : null}
      <NewCouponForm
        forCustomers={listed.map((row) => row.uid)}
        title={`Cupom para ${listed.length === 1 ? "1 cliente" : `${listed.length} clientes`} sem pedir há ${ABSENT_DAYS} dias`}
        onCreated={(notice) => {
          setOpen(false);
          setCreated(listedCouponText(notice, listed));
        }}
      />
      <button type="button" className={button.secondary} onClick={() => setOpen(false)}>
        Fechar
      </button>
    </div>
  );
}

function customersText(count: number, absentOnly: boolean): string {
  const customers = count === 1 ? "1 cliente" : `${count} clientes`;
  return absentOnly ? `${customers} sem pedir há ${ABSENT_DAYS} dias` : customers;
}

/** "Clientes": the Dono's customers, their orders, spending and stamps; loaded only when the panel opens. */
export function CustomersPanel() {
  const today = shopDate(useMinuteClock());
  const loaded = useCustomers(today);
  const [absentOnly, setAbsentOnly] = useState(false);
  const rows = loaded.status === "ready" ? (absentOnly ? absentCustomers(loaded.value, today) : loaded.value) : [];
  const caption = absentOnly ? `Clientes sem pedir há ${ABSENT_DAYS} dias` : "Todos os clientes";
  return (
    <section className={styles.panel} aria-labelledby="clientes-title">
      <h2 id="clientes-title" className={styles.title}>
        Clientes
      </h2>
      <p className={styles.muted}>
        Pedidos não cancelados de cada cliente, o que gastou e os selos do cartão. Quem pede sem entrar com Google
        aparece como &quot;Cliente sem conta&quot;, com um número.
      </p>
      <label className={styles.check}>
        <input type="checkbox" checked={absentOnly} onChange={(event) => setAbsentOnly(event.currentTarget.checked)} />
        Sem pedir há {ABSENT_DAYS} dias
      </label>
      {loaded.status === "loading" ? <p aria-busy="true">Carregando os clientes…</p> : null}
      {loaded.status === "failed" ? (
        <p role="alert" className={alert.error}>
          Não foi possível carregar os clientes. Verifique a conexão e recarregue a página.
        </p>
      ) : null}
      {loaded.status === "ready" ? (
        <>
          <p role="status">{customersText(rows.length, absentOnly)}</p>
          {absentOnly && rows.length > 0 ? <CouponForAbsent absent={rows} /> : null}
          {rows.length > 0 ? <CustomerTable rows={rows} caption={caption} /> : null}
        </>
      ) : null}
    </section>
  );
}
