import { Form, useActionData, useLoaderData, type ClientActionFunctionArgs, type MetaFunction } from "@remix-run/react";
import * as z from "zod/mini";
import { OrderDetails } from "~/components/OrderDetails";
import { WhatsAppOrderLink } from "~/components/WhatsAppOrderLink";
import { deleteOrder, formatOrderTime, listNewestFirst, orderDate } from "~/lib/orders";
import { shop } from "~/lib/shop";
import { changeOrders, readOrders, storageErrorMessage, StorageWriteError } from "~/lib/storage";
import { alert, button, page, pageTitle } from "~/styles/shared.css";
import * as styles from "./Admin.css";

export const meta: MetaFunction = () => [
  { title: `Pedidos recebidos — ${shop.name}` },
  { name: "description", content: "Pedidos feitos neste navegador." },
];

export async function clientLoader() {
  const { orders, unreadable } = await readOrders();
  return { orders: listNewestFirst(orders), unreadable };
}

const deleteOrderForm = z.object({
  intent: z.literal("delete"),
  id: z.coerce.number().check(z.int(), z.positive()),
  occurrence: z.coerce.number().check(z.int(), z.nonnegative()),
});

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const parsed = deleteOrderForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return { ok: false as const, message: "Pedido inválido." };
  const { id, occurrence } = parsed.data;
  try {
    await changeOrders((entries) => ({ next: deleteOrder(entries, id, occurrence), result: undefined }));
  } catch (error) {
    if (error instanceof StorageWriteError) return { ok: false as const, message: storageErrorMessage(error) };
    throw error;
  }
  return { ok: true as const };
}

function unreadableNotice(count: number): string {
  return count === 1
    ? "1 pedido salvo não pôde ser lido. Ele continua guardado neste navegador."
    : `${count} pedidos salvos não puderam ser lidos. Eles continuam guardados neste navegador.`;
}

export default function Admin() {
  const { orders, unreadable } = useLoaderData<typeof clientLoader>();
  const result = useActionData<typeof clientAction>();
  return (
    <section className={page} aria-labelledby="admin-title">
      <h1 id="admin-title" className={pageTitle}>
        Pedidos Recebidos
      </h1>
      {result && !result.ok ? (
        <p role="alert" className={alert.error}>
          {result.message}
        </p>
      ) : null}
      {unreadable > 0 ? <p className={styles.notice}>{unreadableNotice(unreadable)}</p> : null}
      {orders.length === 0 ? (
        <p>Nenhum pedido recebido ainda.</p>
      ) : (
        <ol className={styles.list}>
          {orders.map(({ order, occurrence }) => {
            const titleId = `order-${order.id}-${occurrence}`;
            const date = orderDate(order.id);
            return (
              <li key={`${order.id}-${occurrence}`}>
                <article className={styles.order} aria-labelledby={titleId}>
                  <div className={styles.heading}>
                    <h2 id={titleId} className={styles.orderTitle}>
                      Pedido nº {order.id}
                    </h2>
                    <span className={styles.status}>{order.status}</span>
                  </div>
                  {date ? (
                    <time className={styles.time} dateTime={date.toISOString()}>
                      {formatOrderTime(order.id)}
                    </time>
                  ) : (
                    <span className={styles.time}>{formatOrderTime(order.id)}</span>
                  )}
                  <OrderDetails order={order} />
                  <Form method="post" className={styles.actions}>
                    <WhatsAppOrderLink order={order} />
                    <input type="hidden" name="id" value={order.id} />
                    <input type="hidden" name="occurrence" value={occurrence} />
                    <button
                      type="submit"
                      name="intent"
                      value="delete"
                      className={button.secondary}
                      aria-describedby={titleId}
                    >
                      Excluir pedido
                    </button>
                  </Form>
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
