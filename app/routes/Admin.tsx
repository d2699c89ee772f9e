import { Form, useActionData, useLoaderData, type ClientActionFunctionArgs, type MetaFunction } from "@remix-run/react";
import * as z from "zod/mini";
import { OrderDetails } from "~/components/OrderDetails";
import { WhatsAppOrderLink } from "~/components/WhatsAppOrderLink";
import { deleteOrder, formatOrderTime, newestFirst } from "~/lib/orders";
import { shop } from "~/lib/shop";
import { readOrders, storageErrorMessage, StorageWriteError, writeOrders } from "~/lib/storage";
import { alert, button, page, pageTitle } from "~/styles/shared.css";
import * as styles from "./Admin.css";

export const meta: MetaFunction = () => [
  { title: `Pedidos recebidos — ${shop.name}` },
  { name: "description", content: "Pedidos feitos neste navegador." },
];

export async function clientLoader() {
  return { orders: newestFirst(await readOrders()) };
}

const deleteOrderForm = z.object({ intent: z.literal("delete"), id: z.coerce.number().check(z.int(), z.positive()) });

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const parsed = deleteOrderForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return { ok: false as const, message: "Pedido inválido." };
  try {
    writeOrders(deleteOrder(await readOrders(), parsed.data.id));
  } catch (error) {
    if (error instanceof StorageWriteError) return { ok: false as const, message: storageErrorMessage(error) };
    throw error;
  }
  return { ok: true as const };
}

export default function Admin() {
  const { orders } = useLoaderData<typeof clientLoader>();
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
      {orders.length === 0 ? (
        <p>Nenhum pedido recebido ainda.</p>
      ) : (
        <ol className={styles.list}>
          {orders.map((order) => (
            <li key={order.id}>
              <article className={styles.order} aria-labelledby={`order-${order.id}`}>
                <div className={styles.heading}>
                  <h2 id={`order-${order.id}`} className={styles.orderTitle}>
                    Pedido nº {order.id}
                  </h2>
                  <span className={styles.status}>{order.status}</span>
                </div>
                <time className={styles.time} dateTime={new Date(order.id).toISOString()}>
                  {formatOrderTime(order.id)}
                </time>
                <OrderDetails order={order} />
                <Form method="post" className={styles.actions}>
                  <WhatsAppOrderLink order={order} />
                  <input type="hidden" name="id" value={order.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    className={button.secondary}
                    aria-describedby={`order-${order.id}`}
                  >
                    Excluir pedido
                  </button>
                </Form>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
