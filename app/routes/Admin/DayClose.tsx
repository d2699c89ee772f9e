import { useId, useState } from "react";
import { createPortal } from "react-dom";

import { formatBRL } from "~/lib/catalogue";
import { useMinuteClock } from "~/lib/platform";
import {
  type DayClose as Close,
  dayClose,
  dayCloseCsv,
  dayCloseFileName,
  fiscalExportCsv,
  fiscalExportFileName,
  formatShopDate,
  shopDate,
  shopDayRange,
  type TicketPaper,
  useDayOrders,
  usePrintTicket,
  useShopOrders,
  useTicketPaper,
} from "~/lib/staff";
import { alert, button, textInput } from "~/styles/shared.css";

import { CountHead, CountRow } from "./CountRows";
import * as styles from "./DayClose.css";
import { CpfOfDay } from "./DayCloseCpf";
import { RemovedOfDay } from "./DayCloseRemoved";
import { ScheduledForDay, ScheduledForDayLines } from "./DayCloseScheduled";
import { TablesOfDay, TablesOfDayLines } from "./DayCloseTables";
import * as ticketStyles from "./KitchenTicket.css";
import { PeriodExport } from "./PeriodExport";
import { saveFile } from "./save-file";
import { useIsOwner } from "./staff-role";

function orders(count: number): string {
  return count === 1 ? "1 pedido" : `${count} pedidos`;
}

export function DayClose() {
  const live = useShopOrders();
  // Today follows the clock past midnight, until staff choose a day.
  const today = shopDate(useMinuteClock());
  const [chosen, setDate] = useState<string | null>(null);
  const date = chosen ?? today;
  const day = useDayOrders(date, today, live);
  const [ticket, printTicket] = usePrintTicket<Close>();
  // Read when the panel opens, so the ticket is laid out for the roll before it prints.
  const { paper } = useTicketPaper();
  const dateId = useId();
  const owner = useIsOwner();
  const valid = shopDayRange(date) !== null;
  const close = valid && day.status === "ready" ? dayClose(day.orders, date) : null;
  return (
    <section className={styles.panel} aria-labelledby="fechamento-title">
      <h2 id="fechamento-title" className={styles.title}>
        Fechamento do dia
      </h2>
      <label htmlFor={dateId} className={styles.field}>
        Data
        <input
          id={dateId}
          type="date"
          className={textInput}
          value={date}
          max={today}
          required
          onChange={(event) => setDate(event.target.value)}
        />
      </label>
      {!valid ? (
        <p className={alert.info}>Escolha uma data.</p>
      ) : day.status === "failed" ? (
        <p role="alert" className={alert.error}>
          Não foi possível ler os pedidos de {formatShopDate(date)}. Verifique a conexão e tente de novo.
        </p>
      ) : close ? (
        <DayCloseTable close={close} />
      ) : (
        <p aria-busy="true">Carregando…</p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={button.secondary}
          disabled={!close}
          onClick={() => close && printTicket(close)}
        >
          Imprimir fechamento
        </button>
        <button
          type="button"
          className={button.secondary}
          disabled={!close}
          onClick={() => close && saveFile(dayCloseCsv(close), dayCloseFileName(close.date))}
        >
          Baixar CSV
        </button>
        <button
          type="button"
          className={button.secondary}
          disabled={!close || day.status !== "ready"}
          onClick={() =>
            day.status === "ready" && saveFile(fiscalExportCsv(day.orders, date), fiscalExportFileName(date))
          }
        >
          Exportar para o emissor
        </button>
      </div>
      {owner ? <PeriodExport save={saveFile} /> : null}
      {ticket ? <DayCloseTicket close={ticket} paper={paper} /> : null}
    </section>
  );
}

function DayCloseTable({ close }: { close: Close }) {
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.caption}>Vendas de {formatShopDate(close.date)}</caption>
        <CountHead label="Forma de pagamento" />
        <tbody>
          {close.methods.map((row) => (
            <CountRow key={row.method} label={row.label} count={row.count} amount={formatBRL(row.total)} />
          ))}
        </tbody>
        <tfoot>
          <CountRow label="Produtos" count={close.total.count} amount={formatBRL(close.products)} />
          <CountRow label="Descontos" count={close.discounts.count} amount={`−${formatBRL(close.discounts.total)}`} />
          <CountRow label="Taxas de entrega" count={close.fees.count} amount={formatBRL(close.fees.total)} />
          <CountRow
            label="Total"
            count={close.total.count}
            amount={formatBRL(close.total.total)}
            className={styles.totalRow}
          />
        </tfoot>
      </table>
      <p className={styles.hint}>
        Cada forma de pagamento inclui as taxas de entrega dos seus pedidos, já sem os descontos (cupons e cartão
        fidelidade). Pedidos cancelados não entram.
      </p>
      {close.pixUnconfirmed.count > 0 ? (
        <p className={alert.info}>
          Pix a confirmar: {orders(close.pixUnconfirmed.count)}, {formatBRL(close.pixUnconfirmed.total)}.
        </p>
      ) : null}
      <TablesOfDay close={close} />
      <CpfOfDay close={close} />
      <ScheduledForDay close={close} />
      <RemovedOfDay date={close.date} />
    </>
  );
}

/** On the kitchen ticket's roll, as this device's printer takes it. */
function DayCloseTicket({ close, paper }: { close: Close; paper: TicketPaper }) {
  return createPortal(
    <section className={ticketStyles.ticketOn[paper]} aria-label={`Fechamento de ${formatShopDate(close.date)}`}>
      <h2 className={ticketStyles.title}>Fechamento do dia</h2>
      <p className={ticketStyles.row}>{formatShopDate(close.date)}</p>
      <hr className={ticketStyles.rule} />
      {close.methods.map((row) => (
        <p key={row.method} className={ticketStyles.row}>
          {row.label} ({row.count}): {formatBRL(row.total)}
        </p>
      ))}
      <hr className={ticketStyles.rule} />
      <p className={ticketStyles.row}>Produtos: {formatBRL(close.products)}</p>
      <p className={ticketStyles.row}>
        Descontos ({close.discounts.count}): −{formatBRL(close.discounts.total)}
      </p>
      <p className={ticketStyles.row}>
        Taxas de entrega ({close.fees.count}): {formatBRL(close.fees.total)}
      </p>
      <p className={ticketStyles.total}>
        Total ({close.total.count}): {formatBRL(close.total.total)}
      </p>
      {close.pixUnconfirmed.count > 0 ? (
        <p className={ticketStyles.row}>
          Pix a confirmar: {orders(close.pixUnconfirmed.count)}, {formatBRL(close.pixUnconfirmed.total)}
        </p>
      ) : null}
      <TablesOfDayLines close={close} />
      <ScheduledForDayLines close={close} />
    </section>,
    document.body,
  );
}
