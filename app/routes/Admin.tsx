import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  Form,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "@remix-run/react";
import * as z from "zod/mini";

import * as styles from "~/components/OrderCard.css";
import { OrderDetails } from "~/components/OrderDetails";
import { OrderHeading } from "~/components/OrderHeading";
import { PixPayment } from "~/components/PixPayment";
import { ShopInbox } from "~/components/ShopInbox";
import { ShopSettingsPanel } from "~/components/ShopSettingsPanel";
import { WhatsAppOrderLink } from "~/components/WhatsAppOrderLink";
import { useFollowOrderStatus } from "~/hooks/useFollowOrderStatus";
import { type ActionResult, save } from "~/lib/action-result";
import { signedInUser } from "~/lib/auth/session";
import { catalogue } from "~/lib/catalogue";
import { withAvailability } from "~/lib/delivery-areas";
import { inboxConfig } from "~/lib/inbox/config";
import { InboxError, orderStatuses } from "~/lib/inbox/documents";
import { deleteOrder, DEVICE_PAGE_SIZE, listNewestFirst, MORE_ORDERS_PARAM, shownOrderCount } from "~/lib/orders";
import { shop } from "~/lib/shop";
import { defaultShopSettings, type ShopSettings } from "~/lib/shop-settings";
import { parseAreasForm, parseHoursForm } from "~/lib/shop-settings-form";
import { changeOrders, readOrders } from "~/lib/storage";
import { alert, button, page, pageTitle } from "~/styles/shared.css";

export const meta: MetaFunction = () => [
  { title: `Pedidos recebidos — ${shop.name}` },
  { name: "description", content: "Os pedidos recebidos pela cafeteria." },
  // Not from seo.ts: importing it here would share its chunk, and / would load that chunk.
  { name: "robots", content: "noindex" },
];

/** A signed-in user whose e-mail has a staff document sees the shop's inbox; anyone else this device's orders. */
async function isSignedInStaff(): Promise<boolean> {
  const email = signedInUser()?.email;
  if (!email || inboxConfig.mode === "disabled") return false;
  try {
    return await (await import("~/lib/inbox/client")).isStaff(email);
  } catch (error) {
    console.warn("Could not tell whether the user is staff:", error);
    return false;
  }
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const [{ orders, unreadable }, staff] = await Promise.all([readOrders(), isSignedInStaff()]);
  const shown = shownOrderCount(new URL(request.url).searchParams.get(MORE_ORDERS_PARAM));
  const newest = listNewestFirst(orders);
  return {
    orders: newest.slice(0, shown),
    more: newest.length > shown ? shown + DEVICE_PAGE_SIZE : null,
    unreadable,
    staff,
  };
}

const orderId = z.coerce.number().check(z.int(), z.positive());
const docId = z.string().check(z.minLength(1));

const adminForm = z.discriminatedUnion("intent", [
  /** This device's record of an order. */
  z.object({ intent: z.literal("delete"), id: orderId, occurrence: z.coerce.number().check(z.int(), z.nonnegative()) }),
  /** The shop's inbox (staff only: the rules refuse anyone else). */
  z.object({ intent: z.literal("shop-delete"), docId, customerUid: z.string() }),
  z.object({ intent: z.literal("status"), docId, status: z.enum(orderStatuses) }),
  z.object({ intent: z.literal("pix-received"), docId }),
  /** The shop's settings (staff only too). */
  z.object({ intent: z.literal("shop-pause"), paused: z.enum(["true", "false"]) }),
  z.object({
    intent: z.literal("shop-soldout"),
    description: z.enum(catalogue.map((product) => product.description) as [string, ...string[]]),
    available: z.enum(["true", "false"]),
  }),
  z.object({ intent: z.literal("shop-hours") }),
  z.object({ intent: z.literal("shop-areas") }),
]);

/** A change to the shop (an order or its settings) through the inbox; staff only, as the rules say. */
async function changeShop(
  change: (inbox: typeof import("~/lib/inbox/client")) => Promise<void>,
): Promise<ActionResult> {
  try {
    await change(await import("~/lib/inbox/client"));
    return { ok: true };
  } catch (error) {
    console.error("The shop could not be changed:", error);
    return {
      ok: false,
      message:
        error instanceof InboxError && error.kind === "rejected"
          ? "Você não tem permissão para mudar a loja."
          : "Não foi possível falar com a loja agora. Verifique a conexão e tente de novo.",
    };
  }
}

/** Changes the settings as they are on the server now, then shows them on this device's storefront at once. */
function changeShopSettings(update: (current: ShopSettings) => ShopSettings): Promise<ActionResult> {
  return changeShop(async (inbox) => {
    const { fetchShopSettings, refreshShopSettings } = await import("~/lib/inbox/settings.client");
    await inbox.saveShopSettings(update((await fetchShopSettings()) ?? defaultShopSettings));
    await refreshShopSettings();
  });
}

type SettingsFormResult = ActionResult | { ok: false; message: string; errors: Record<string, string> };

function invalidSettings(errors: Record<string, string>): SettingsFormResult {
  return { ok: false, message: "Corrija os campos indicados.", errors };
}

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<SettingsFormResult> {
  const form = await request.formData();
  const parsed = adminForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, message: "Pedido inválido." };
  const command = parsed.data;
  switch (command.intent) {
    case "shop-pause":
      return changeShopSettings((current) => ({ ...current, paused: command.paused === "true" }));
    case "shop-soldout":
      return changeShopSettings((current) => ({
        ...current,
        soldOut: withAvailability(current.soldOut, command.description, command.available === "true"),
      }));
    case "shop-hours": {
      const hours = parseHoursForm(form);
      if (!hours.ok) return invalidSettings(hours.errors);
      return changeShopSettings((current) => ({ ...current, hours: hours.value }));
    }
    case "shop-areas": {
      const areas = parseAreasForm(form);
      if (!areas.ok) return invalidSettings(areas.errors);
      return changeShopSettings((current) => ({ ...current, deliveryAreas: areas.value }));
    }
    case "shop-delete":
      return changeShop((inbox) => inbox.deleteShopOrder(command));
    case "status":
      return changeShop((inbox) => inbox.setOrderStatus(command.docId, command.status));
    case "pix-received":
      return changeShop((inbox) => inbox.confirmPixPayment(command.docId));
    case "delete":
      return save(() =>
        changeOrders((entries) => ({ next: deleteOrder(entries, command.id, command.occurrence), result: undefined })),
      );
  }
}

function unreadableNotice(count: number): string {
  return count === 1
    ? "1 pedido salvo não pôde ser lido. Ele continua guardado neste navegador."
    : `${count} pedidos salvos não puderam ser lidos. Eles continuam guardados neste navegador.`;
}

export default function Admin() {
  const { orders, more, unreadable, staff } = useLoaderData<typeof clientLoader>();
  const result = useActionData<typeof clientAction>();
  useFollowOrderStatus(staff ? [] : orders.map(({ order }) => order));
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
      {staff ? (
        <>
          <ShopSettingsPanel />
          <ShopInbox />
        </>
      ) : (
        <DeviceOrders orders={orders} more={more} unreadable={unreadable} />
      )}
    </section>
  );
}

function DeviceOrders({
  orders,
  more,
  unreadable,
}: {
  orders: ReturnType<typeof listNewestFirst>;
  more: number | null;
  unreadable: number;
}) {
  return (
    <>
      <p>Estes são os pedidos feitos neste aparelho.</p>
      {unreadable > 0 ? <p className={alert.info}>{unreadableNotice(unreadable)}</p> : null}
      {orders.length === 0 ? (
        <p>Nenhum pedido recebido ainda.</p>
      ) : (
        <ol className={styles.list}>
          {orders.map(({ order, occurrence }) => {
            const titleId = `order-${order.id}-${occurrence}`;
            return (
              <li key={`${order.id}-${occurrence}`}>
                <article className={styles.order} aria-labelledby={titleId}>
                  <OrderHeading titleId={titleId} id={order.id} time={order.id}>
                    <span className={styles.status}>{order.status}</span>
                  </OrderHeading>
                  <OrderDetails order={order} />
                  {/* The shopper's own order: the same Pix code as on /order-done. */}
                  <PixPayment order={order} headingLevel={3} />
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
      {more !== null ? (
        <Form method="get" preventScrollReset>
          <button type="submit" name={MORE_ORDERS_PARAM} value={more} className={button.secondary}>
            Carregar pedidos anteriores
          </button>
        </Form>
      ) : null}
    </>
  );
}
