import {
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
  useRouteLoaderData,
} from "@remix-run/react";

import { authConfig, resolveAuthState, signedInUser } from "~/lib/account";
import { inboxConfig } from "~/lib/firestore";
import { menuOnDevice } from "~/lib/menu";
import {
  blockCustomerAction,
  changeOrders,
  deleteOrder,
  deleteOrderAction,
  listNewestFirst,
  MORE_ORDERS_PARAM,
  orderStatusAction,
  pixReceivedAction,
  readOrders,
  removeAction,
  type StaffAction,
  staffMemberActions,
} from "~/lib/orders";
import { useFollowOrderStatus } from "~/lib/orders/ui";
import { firstPages, type FormResult, pageCount, parseIntent, save } from "~/lib/platform";
import { replyToRating } from "~/lib/ratings";
import { shop } from "~/lib/shop";
import {
  adminFormSchema,
  changeShop,
  changeStaffActions,
  checkSignedInStaff,
  mayDo,
  onlyPanelChanged,
  ownerOnlyMessage,
  queueStaffAction,
  readStaffActions,
  roleOf,
  type ShopChangeData,
} from "~/lib/staff";
import type { RootData } from "~/root-data";
import { DeviceOrders } from "~/routes/Admin/DeviceOrders";
import { StaffConsole } from "~/routes/Admin/StaffConsole";
import { StaffSignIn } from "~/routes/Admin/StaffSignIn";
import { alert, page, pageTitle } from "~/styles/shared.css";

export const meta: MetaFunction = () => [
  { title: `Pedidos recebidos — ${shop.name}` },
  { name: "description", content: "Os pedidos recebidos pela cafeteria." },
  // Not from seo.ts: importing it here would share its chunk, and / would load that chunk.
  { name: "robots", content: "noindex" },
];

async function ownStaffActions(staff: boolean): Promise<StaffAction[]> {
  const email = signedInUser(await resolveAuthState())?.email;
  return staff && email ? staffMemberActions(await readStaffActions(), email) : [];
}

export function loader() {
  return { read: false, orders: [], more: null, unreadable: 0, role: null, staffCheckFailed: false, staffActions: [] };
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const [{ orders, unreadable }, check] = await Promise.all([readOrders(), checkSignedInStaff(), menuOnDevice()]);
  const role = roleOf(check);
  const { items, more } = firstPages(
    listNewestFirst(orders),
    pageCount(new URL(request.url).searchParams.get(MORE_ORDERS_PARAM)),
  );
  return {
    read: true,
    orders: items,
    more,
    unreadable,
    role,
    staffCheckFailed: check === "unchecked",
    staffActions: await ownStaffActions(role !== null),
  };
}

/** Moving between panels reads nothing new: the live lists keep themselves current. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod === undefined && onlyPanelChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate);

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<FormResult<ShopChangeData>> {
  const form = await request.formData();
  if (form.get("intent") === "rating-reply") return replyToRating(form);
  const parsed = parseIntent(form, adminFormSchema, "Pedido inválido.");
  if (!parsed.ok) return parsed;
  const { command } = parsed;
  // The rules refuse Equipe the owner's changes anyway: this says why, before anything is sent.
  if (!mayDo("equipe", command.intent) && (await checkSignedInStaff()) === "equipe")
    return { ok: false, message: ownerOnlyMessage };
  switch (command.intent) {
    case "delete":
      return save(() =>
        changeOrders((entries) => ({ next: deleteOrder(entries, command.id, command.occurrence), result: undefined })),
      );
    case "shop-delete":
      return queueStaffAction((origin) => deleteOrderAction(command, origin));
    case "status":
      return queueStaffAction((origin) => orderStatusAction(command, command.status, origin, command.readyInMinutes));
    case "pix-received":
      return queueStaffAction((origin) => pixReceivedAction(command, origin));
    case "shop-block":
      return queueStaffAction((origin) => blockCustomerAction(command, origin));
    case "staff-dismiss":
      return save(() => changeStaffActions((entries) => removeAction(entries, command.id)));
    default:
      return changeShop(command, form);
  }
}

const staffSideOffered = authConfig.mode !== "disabled" && inboxConfig.mode !== "disabled";

export default function Admin() {
  const { read, orders, more, unreadable, role, staffCheckFailed, staffActions } = useLoaderData<typeof clientLoader>();
  const auth = useRouteLoaderData<RootData>("root")?.auth ?? { status: "unknown" };
  const result = useActionData<typeof clientAction>();
  useFollowOrderStatus(role ? [] : orders.map(({ order }) => order));
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
      {role ? (
        <StaffConsole actions={staffActions} role={role} />
      ) : (
        <>
          {staffSideOffered ? <StaffSignIn auth={auth} checkFailed={staffCheckFailed} /> : null}
          <DeviceOrders read={read} orders={orders} more={more} unreadable={unreadable} />
        </>
      )}
    </section>
  );
}
