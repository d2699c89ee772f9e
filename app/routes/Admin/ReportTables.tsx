import { drinkName, formatBRL, fromCents } from "~/lib/catalogue";
import { paymentMethodLabel, paymentMethods } from "~/lib/orders";
import type { Report } from "~/lib/staff";
import { formatShopDate } from "~/lib/staff";

import { Scroll, Table } from "./DataTable";
import * as tableStyles from "./DayClose.css";
import * as styles from "./ReportsPanel.css";

const money = (cents: number) => formatBRL(fromCents(cents));
const weekdays = ["dom.", "seg.", "ter.", "qua.", "qui.", "sex.", "sáb."];
const TOP = 10;

/** Orders by weekday and hour, shaded by how many: the rush at a glance, the numbers in each cell. */
function HeatMap({ heat }: { heat: Report["heat"] }) {
  const hours = Array.from({ length: 24 }, (_, hour) => hour).filter((hour) =>
    heat.some((row) => (row[hour] ?? 0) > 0),
  );
  if (hours.length === 0) return null;
  const most = Math.max(...heat.flat());
  return (
    <Scroll label="Pedidos por dia da semana e hora">
      <table className={tableStyles.table}>
        <caption className={tableStyles.caption}>Pedidos por dia da semana e hora</caption>
        <thead>
          <tr>
            <th scope="col" className={tableStyles.cell}>
              Dia
            </th>
            {hours.map((hour) => (
              <th key={hour} scope="col" className={styles.heatCell}>
                {hour}h
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {heat.map((row, weekday) => (
            <tr key={weekday}>
              <th scope="row" className={tableStyles.cell}>
                {weekdays[weekday]}
              </th>
              {hours.map((hour) => {
                const orders = row[hour] ?? 0;
                return (
                  <td
                    key={hour}
                    className={styles.heatCell}
                    style={{ background: `rgba(111, 61, 31, ${((orders / most) * 0.45).toFixed(2)})` }}
                  >
                    {orders}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

export function ReportTables({ report }: { report: Report }) {
  const methods = new Map(report.payments.map((row) => [row.method, row]));
  return (
    <>
      <Table
        caption="Vendas por dia"
        head={["Dia", "Pedidos", "Faturamento"]}
        rows={report.days.map((day) => [formatShopDate(day.date), day.orders, money(day.sales)])}
      />
      {report.totals.orders === 0 ? <p>Nenhum pedido no período.</p> : null}
      <Table
        caption="Mais vendidos"
        head={["Café", "Unidades", "Faturamento"]}
        rows={report.items.slice(0, TOP).map((item) => [drinkName(item.name), item.units, money(item.cents ?? 0)])}
      />
      {report.choices.length > 0 ? (
        <Table
          caption="Opções mais escolhidas"
          head={["Opção", "Unidades"]}
          rows={report.choices.slice(0, TOP).map((choice) => [choice.name, choice.units])}
        />
      ) : null}
      <HeatMap heat={report.heat} />
      <Table
        caption="Formas de pagamento"
        head={["Pagamento", "Pedidos", "Valor"]}
        rows={paymentMethods.flatMap((method) => {
          const row = methods.get(method);
          return row ? [[paymentMethodLabel(method), row.count, money(row.cents)]] : [];
        })}
      />
      <Table
        caption="Como os pedidos foram feitos"
        head={["Tipo", "Pedidos"]}
        rows={[
          ["Entrega", report.modes.delivery],
          ["Retirada", report.modes.pickup],
          ["Mesa", report.modes.table],
          ["Agendados", report.modes.scheduled],
        ]}
      />
      <Table
        caption="Descontos e cancelamentos"
        head={["Item", "Pedidos", "Valor"]}
        rows={[
          ["Cupons", report.coupons[0], money(report.coupons[1])],
          ["Cartão fidelidade", report.rewards[0], money(report.rewards[1])],
          ["Cancelados", report.cancelled, "—"],
        ]}
      />
    </>
  );
}
