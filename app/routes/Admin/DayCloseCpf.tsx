import { formatBRL } from "~/lib/catalogue";
import { cpfText } from "~/lib/orders";
import type { DayClose } from "~/lib/staff";

import { Table } from "./DataTable";

/** "CPF na nota": the day's orders whose shopper asked for it; nothing on a day without any. */
export function CpfOfDay({ close }: { close: DayClose }) {
  if (close.withCpf.length === 0) return null;
  return (
    <Table
      caption="Pedidos com CPF na nota"
      head={["Pedido", "CPF", "Valor"]}
      rows={close.withCpf.map((order) => [`nº ${order.number}`, cpfText(order.cpf), formatBRL(order.total)])}
    />
  );
}
