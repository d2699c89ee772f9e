import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  Form,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useRouteLoaderData,
} from "@remix-run/react";
import * as z from "zod/mini";

import * as styles from "~/components/OrderCard.css";
import { OrderDetails } from "~/components/OrderDetails";
import { OrderHeading } from "~/components/OrderHeading";
import { PixPayment } from "~/components/PixPayment";
import { WhatsAppOrderLink } from "~/components/WhatsAppOrderLink";
import { authConfig } from "~/lib/account/auth-config";
import { signedInUser } from "~/lib/account/session";
import { catalogue } from "~/lib/catalogue/catalogue";
import type { SettingsChange } from "~/lib/inbox/client";
import { inboxConfig } from "~/lib/inbox/config";
import { InboxError, orderStatuses } from "~/lib/inbox/documents";
import {
  blockCustomerAction,
  deleteOrderAction,
  enqueueAction,
  orderStatusAction,
  pixReceivedAction,
  removeAction,
  type StaffAction,
  staffMemberActions,
} from "~/lib/inbox/staff-actions";
import { deleteOrder, listNewestFirst, MORE_ORDERS_PARAM } from "~/lib/orders/orders";
import { useFollowOrderStatus } from "~/lib/orders/useFollowOrderStatus";
import { parseIntent } from "~/lib/platform/form-intent";
import { type FormResult, save } from "~/lib/platform/form-result";
import { firstPages, pageCount } from "~/lib/platform/pager";
import { randomId } from "~/lib/platform/random-id";
import { changeOrders, readOrders } from "~/lib/platform/storage";
import { shop } from "~/lib/shop/shop";
import { overwroteText, type SettingsSaved } from "~/lib/staff/settings-conflicts";
import { parseAreasForm, parseHoursForm, parseSeenAreas, parseSeenHours } from "~/lib/staff/shop-settings-form";
import { changeStaffActions, readStaffActions } from "~/lib/staff/staff-storage";
import { useStaffOutbox } from "~/lib/staff/useStaffOutbox";
import type { RootData } from "~/root-data";
import { DayClose } from "~/routes/Admin/DayClose";
import { ShopInbox } from "~/routes/Admin/ShopInbox";
import { ShopSettingsPanel } from "~/routes/Admin/ShopSettingsPanel";
import { StaffSignIn } from "~/routes/Admin/StaffSignIn";
import { alert, button, page, pageTitle } from "~/styles/shared.css";

export const meta: MetaFunction = () => [
  { title: `Pedidos recebidos — ${shop.name}` },
  { name: "description", content: "Os pedidos recebidos pela cafeteria." },
  // Not from seo.ts: importing it here would share its chunk, and / would load that chunk.
  { name: "robots", content: "noindex" },
];

/**
 * The e-mails found to be staff on this page: every write of staff's changes reloads the loader,
 * and offline the staff document cannot be read again (Firestore's memory cache keeps no copy).
 * Only a yes is kept: a no may come from a sign-in still under way.
 */
const knownStaff = new Set<string>();

/**
 * Whether the signed-in user's e-mail has a staff document: they see the shop's inbox, anyone else
 * this device's orders. "unchecked" when no answer came (offline, say), null when nobody is signed in.
 */
async function staffCheck(): Promise<"staff" | "not-staff" | "unchecked" | null> {
  const email = signedInUser()?.email;
  if (!email || inboxConfig.mode === "disabled") return null;
  if (knownStaff.has(email)) return "staff";
  try {
    const answer = await (await import("~/lib/inbox/client")).isStaff(email);
    if (answer) knownStaff.add(email);
    return answer ? "staff" : "not-staff";
  } catch (error) {
    console.warn("Could not tell whether the user is staff:", error);
    return "unchecked";
  }
}

/** The changes this member of staff made on this device that the shop does not have yet, or refused. */
async function ownStaffActions(staff: boolean): Promise<StaffAction[]> {
  const email = signedInUser()?.email;
  return staff && email ? staffMemberActions(await readStaffActions(), email) : [];
}

/** The prerendered HTML's data: this device's orders not read yet; storage and sign-in come after hydration. */
export function loader() {
  return {
    read: false,
    orders: [],
    more: null,
    unreadable: 0,
    staff: false,
    staffCheckFailed: false,
    staffActions: [],
  };
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const [{ orders, unreadable }, check] = await Promise.all([readOrders(), staffCheck()]);
  const staff = check === "staff";
  const shown = pageCount(new URL(request.url).searchParams.get(MORE_ORDERS_PARAM));
  const { items, more } = firstPages(listNewestFirst(orders), shown);
  return {
    read: true,
    orders: items,
    more,
    unreadable,
    staff,
    staffCheckFailed: check === "unchecked",
    staffActions: await ownStaffActions(staff),
  };
}

const orderId = z.coerce.number().check(z.int(), z.positive());
const docId = z.string().check(z.minLength(1));

const adminForm = z.discriminatedUnion("intent", [
  /** This device's record of an order. */
  z.object({ intent: z.literal("delete"), id: orderId, occurrence: z.coerce.number().check(z.int(), z.nonnegative()) }),
  /** The shop's inbox (staff only: the rules refuse anyone else), through the staff outbox. */
  z.object({ intent: z.literal("shop-delete"), docId, number: orderId, customerUid: z.string() }),
  z.object({ intent: z.literal("status"), docId, number: orderId, status: z.enum(orderStatuses) }),
  z.object({ intent: z.literal("pix-received"), docId, number: orderId }),
  z.object({
    intent: z.literal("shop-block"),
    customerUid: docId,
    number: orderId,
    /** The customer's orders in progress, space-separated document ids. */
    openDocIds: z.pipe(
      z.string(),
      z.transform((ids) => ids.split(" ").filter(Boolean)),
    ),
  }),
  /** Staff read the shop's refusal of a change: it leaves the list. */
  z.object({ intent: z.literal("staff-dismiss"), id: z.string().check(z.minLength(1)) }),
  /** The shop's settings (staff only too). */
  z.object({ intent: z.literal("shop-pause"), paused: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("shop-pickup"), pickup: z.enum(["true", "false"]) }),
  z.object({
    intent: z.literal("shop-soldout"),
    description: z.enum(catalogue.map((product) => product.description) as [string, ...string[]]),
    available: z.enum(["true", "false"]),
  }),
  z.object({ intent: z.literal("shop-hours") }),
  z.object({ intent: z.literal("shop-areas") }),
]);

/**
 * Queues a change to the shop's orders in the staff outbox; the page shows it as saving until the
 * server has it (the outbox sends it as soon as the queue changes).
 */
async function queueStaffAction(
  make: (origin: { id: string; staff: string; now: number }) => StaffAction,
): Promise<FormResult> {
  const staff = signedInUser()?.email;
  if (!staff) return { ok: false, message: "Entre com a conta da equipe para mudar a loja." };
  const action = make({ id: randomId(), staff, now: Date.now() });
  return save(() => changeStaffActions((entries) => enqueueAction(entries, action)));
}

/** A change to the shop's settings through the inbox; staff only, as the rules say. */
async function changeShop(change: (inbox: typeof import("~/lib/inbox/client")) => Promise<void>): Promise<FormResult> {
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

/**
 * Saves one change to the settings (only what changed), then shows them on this device's storefront
 * at once; says so when it replaced another staff member's change this page had not shown.
 */
async function changeShopSettings(change: SettingsChange): Promise<FormResult<SettingsSaved>> {
  let overwrote = false;
  const result = await changeShop(async (inbox) => {
    const { refreshShopSettings } = await import("~/lib/inbox/settings.client");
    ({ overwrote } = await inbox.saveShopSettings(change));
    await refreshShopSettings();
  });
  return result.ok && overwrote ? { ok: true, data: { notice: overwroteText } } : result;
}

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<FormResult<SettingsSaved>> {
  const form = await request.formData();
  const parsed = parseIntent(form, adminForm, "Pedido inválido.");
  if (!parsed.ok) return parsed;
  const { command } = parsed;
  switch (command.intent) {
    case "shop-pause":
      return changeShopSettings({ paused: command.paused === "true" });
    case "shop-pickup":
      return changeShopSettings({ pickup: command.pickup === "true" });
    case "shop-soldout":
      return changeShopSettings({
        soldOut: { description: command.description, available: command.available === "true" },
      });
    case "shop-hours": {
      const hours = parseHoursForm(form);
      if (!hours.ok) return hours;
      return changeShopSettings({ hours: hours.value, seen: parseSeenHours(form) });
    }
    case "shop-areas": {
      const areas = parseAreasForm(form);
      if (!areas.ok) return areas;
      return changeShopSettings({ deliveryAreas: areas.value, seen: parseSeenAreas(form) });
    }
    case "shop-delete":
      return queueStaffAction((origin) => deleteOrderAction(command, origin));
    case "status":
      return queueStaffAction((origin) => orderStatusAction(command, command.status, origin));
    case "pix-received":
      return queueStaffAction((origin) => pixReceivedAction(command, origin));
    case "shop-block":
      return queueStaffAction((origin) => blockCustomerAction(command, origin));
    case "staff-dismiss":
      return save(() => changeStaffActions((entries) => removeAction(entries, command.id)));
    case "delete":
      return save(() =>
        changeOrders((entries) => ({ next: deleteOrder(entries, command.id, command.occurrence), result: undefined })),
      );
  }
}

/** The shop's side exists in this build: staff sign in (Firebase Auth) and read the shop's orders (Firestore). */
const staffSideOffered = authConfig.mode !== "disabled" && inboxConfig.mode !== "disabled";

function unreadableNotice(count: number): string {
  return count === 1
    ? "1 pedido salvo não pôde ser lido. Ele continua guardado neste navegador."
    : `${count} pedidos salvos não puderam ser lidos. Eles continuam guardados neste navegador.`;
}

export default function Admin() {
  const { read, orders, more, unreadable, staff, staffCheckFailed, staffActions } =
    useLoaderData<typeof clientLoader>();
  const auth = useRouteLoaderData<RootData>("root")?.auth ?? { status: "unknown" };
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
          <DayClose />
          <StaffInbox actions={staffActions} />
        </>
      ) : (
        <>
          {staffSideOffered ? <StaffSignIn auth={auth} checkFailed={staffCheckFailed} /> : null}
          <DeviceOrders read={read} orders={orders} more={more} unreadable={unreadable} />
        </>
      )}
    </section>
  );
}

/** The shop's orders with staff's changes that are not saved yet, sent from here and asked about before leaving. */
function StaffInbox({ actions }: { actions: StaffAction[] }) {
  const online = useStaffOutbox(actions);
  return <ShopInbox actions={actions} online={online} />;
}

function DeviceOrders({
  read,
  orders,
  more,
  unreadable,
}: {
  /** False in the prerendered HTML: nobody's storage is read there. */
  read: boolean;
  orders: ReturnType<typeof listNewestFirst>;
  more: number | null;
  unreadable: number;
}) {
  return (
    <>
      <p>Estes são os pedidos feitos neste aparelho.</p>
      {unreadable > 0 ? <p className={alert.info}>{unreadableNotice(unreadable)}</p> : null}
      {!read ? (
        <p aria-busy="true">Carregando os pedidos deste aparelho…</p>
      ) : orders.length === 0 ? (
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
