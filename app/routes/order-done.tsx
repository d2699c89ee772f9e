import { Link, useLoaderData, type MetaFunction } from "@remix-run/react";
import { OrderDetails } from "~/components/OrderDetails";
import { WhatsAppOrderLink } from "~/components/WhatsAppOrderLink";
import { isJustConfirmed } from "~/lib/order-announcement";
import { formatOrderTime, latestOrder } from "~/lib/orders";
import { shop } from "~/lib/shop";
import { readOrders } from "~/lib/storage";
import { alert, button, page, pageTitle } from "~/styles/shared.css";
import * as styles from "./order-done.css";

export const meta: MetaFunction = () => [
  { title: `Pedido confirmado — ${shop.name}` },
  { name: "description", content: "Seu pedido foi enviado para a cafeteria." },
];

export async function clientLoader() {
  const order = latestOrder((await readOrders()).orders) ?? null;
  return { order, justConfirmed: order !== null && isJustConfirmed(order.id) };
}

export default function OrderDone() {
  const { order, justConfirmed } = useLoaderData<typeof clientLoader>();
  if (!order) {
    return (
      <section className={page} aria-labelledby="done-title">
        <h1 id="done-title" className={pageTitle}>
          Nenhum pedido por aqui ainda
        </h1>
        <p>Quando você confirmar um pedido, ele aparece nesta página.</p>
        <Link to="/" className={button.primary}>
          Escolher um café
        </Link>
      </section>
    );
  }
  return (
    <section className={page} aria-labelledby="done-title">
      {justConfirmed ? (
        <p role="alert" className={alert.success}>
          Pedido enviado à Cafeteria!
        </p>
      ) : null}
      <h1 id="done-title" className={styles.title}>
        Uhuul! Pedido confirmado
      </h1>
      <p className={styles.lead}>Agora é só aguardar que logo o café chegará até você.</p>
      <article className={styles.card} aria-label={`Pedido nº ${order.id}`}>
        <p>
          Pedido nº {order.id}, feito em {formatOrderTime(order.id)}
        </p>
        <OrderDetails order={order} />
      </article>
      <div className={styles.actions}>
        <WhatsAppOrderLink order={order} />
        <Link to="/" className={button.secondary}>
          Voltar para a loja
        </Link>
      </div>
    </section>
  );
}
