import {
  type ClientActionFunctionArgs,
  type MetaFunction,
  redirect,
  useLoaderData,
  useLocation,
} from "@remix-run/react";

import {
  applyCartCommand,
  type CartCommand,
  type CartItem,
  cartTotal,
  parseCartForm,
  readCart,
  reconcileCart,
  writeCart,
} from "~/lib/cart";
import {
  type CheckoutDraft,
  forgetCheckoutDraft,
  readCheckoutDraft,
  readSavedAddresses,
  rememberDeliveryAddress,
  reorderIntoCart,
  type SavedAddress,
  submitCheckout,
} from "~/lib/checkout";
import { inboxConfig } from "~/lib/firestore";
import { announceOrder, changeOrders, leftOutText, parseReorderNotice, type Reordered } from "~/lib/orders";
import { type FormResult, save } from "~/lib/platform";
import { preloadRouteModules } from "~/lib/platform/route-preload.client";
import { settingsModule } from "~/lib/settings";
import { defaultShopSettings, readShopSettings, shop, type ShopSettings } from "~/lib/shop";
import {
  FORGET_USUAL_INTENT,
  forgetUsualOrderOfForm,
  SAVE_USUAL_INTENT,
  type SavedUsual,
  saveUsualOrder,
} from "~/lib/usual";
import { Checkout } from "~/routes/Carrinho/Checkout";
import { CartLoading, EmptyCart } from "~/routes/Carrinho/EmptyCart";
import { alert } from "~/styles/shared.css";

export const meta: MetaFunction = () => [
  { title: `Carrinho — ${shop.name}` },
  { name: "description", content: "Revise seu pedido, informe o endereço e escolha como pagar." },
  { name: "robots", content: "noindex" },
];

interface CartData {
  /** null in the prerendered HTML: storage is not read yet. */
  cart: CartItem[] | null;
  total: number;
  draft: CheckoutDraft | null;
  /** This device's "Meus endereços". */
  savedAddresses: SavedAddress[];
}

export function loader(): CartData {
  return { cart: null, total: 0, draft: null, savedAddresses: [] };
}

export async function clientLoader(): Promise<CartData> {
  // Where a confirmed order goes: fetched now, so a connection lost while the form is filled does not hold it.
  preloadRouteModules(["routes/order-done"]);
  const [stored, draft, savedAddresses] = await Promise.all([readCart(), readCheckoutDraft(), readSavedAddresses()]);
  const cart = reconcileCart(stored);
  return { cart, total: cartTotal(cart), draft, savedAddresses };
}

/** Read from the server now: a pause or a sold-out coffee the page has not heard of yet refuses it here. */
async function settingsBeforeCheckout(): Promise<ShopSettings> {
  // Offline before the reader's code ever loaded, the stored settings decide, as they do when the read fails.
  const client = await settingsModule.ifReachable()?.catch(() => null);
  return client ? client.shopSettingsBeforeCheckout() : ((await readShopSettings()) ?? defaultShopSettings);
}

async function checkout(form: FormData): Promise<FormResult | Response> {
  const outcome = await submitCheckout(
    form,
    { readCart, writeCart, changeOrders },
    {
      now: Date.now(),
      settings: await settingsBeforeCheckout(),
      toShop: inboxConfig.mode !== "disabled",
      pixOffered: shop.pixKey !== null,
    },
  );
  if (!outcome.ok) return outcome;
  forgetCheckoutDraft();
  await rememberDeliveryAddress(outcome.order);
  announceOrder(outcome.order.id);
  return redirect("/order-done");
}

async function changeCart(command: CartCommand): Promise<FormResult> {
  const result = applyCartCommand(reconcileCart(await readCart()), command);
  if (!result.ok) return result;
  const saved = await save(() => writeCart(result.cart));
  if (saved.ok && command.intent === "clear") forgetCheckoutDraft();
  return saved;
}

export async function clientAction({
  request,
}: ClientActionFunctionArgs): Promise<FormResult<Reordered | SavedUsual | undefined> | Response> {
  const form = await request.formData();
  if (form.get("intent") === SAVE_USUAL_INTENT) return saveUsualOrder(form);
  if (form.get("intent") === FORGET_USUAL_INTENT) return forgetUsualOrderOfForm(form);
  const parsed = parseCartForm(form);
  if (!parsed.ok) return parsed;
  switch (parsed.command.intent) {
    case "checkout":
      return checkout(form);
    case "reorder":
      return reorderIntoCart(form);
    default:
      return changeCart(parsed.command);
  }
}

export default function CartPage() {
  const { cart, total, draft, savedAddresses } = useLoaderData<CartData>();
  const reordered = parseReorderNotice(useLocation().state);
  const leftOutNotice =
    reordered && reordered.leftOut.length > 0 ? (
      <p role="status" className={alert.info}>
        {leftOutText(reordered.leftOut)}
      </p>
    ) : null;
  if (cart === null) return <CartLoading />;
  if (cart.length === 0) return <EmptyCart notice={leftOutNotice} />;
  return <Checkout cart={cart} total={total} draft={draft} savedAddresses={savedAddresses} notice={leftOutNotice} />;
}
