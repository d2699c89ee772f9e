import { type ClientActionFunctionArgs, type MetaFunction, redirect, useLoaderData } from "@remix-run/react";

import {
  applyCartCommand,
  type CartCommand,
  type CartItem,
  cartTotal,
  parseCartForm,
  priceChanges,
  priceChangeText,
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
import { menuOnDevice } from "~/lib/menu";
import { announceOrder, changeOrders, type Reordered } from "~/lib/orders";
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
import { useCartNotice } from "~/routes/Carrinho/CartNotices";
import { Checkout } from "~/routes/Carrinho/Checkout";
import { CartLoading, EmptyCart } from "~/routes/Carrinho/EmptyCart";

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
  /** Lines stored at a price the menu no longer charges, said before the shopper confirms. */
  priceNotices: string[];
}

export function loader(): CartData {
  return { cart: null, total: 0, draft: null, savedAddresses: [], priceNotices: [] };
}

export async function clientLoader(): Promise<CartData> {
  // Where a confirmed order goes: fetched now, so a connection lost while the form is filled does not hold it.
  preloadRouteModules(["routes/order-done"]);
  const [stored, draft, savedAddresses] = await Promise.all([
    readCart(),
    readCheckoutDraft(),
    readSavedAddresses(),
    menuOnDevice(),
  ]);
  const cart = reconcileCart(stored);
  const priceNotices = priceChanges(stored, cart).map(priceChangeText);
  return { cart, total: cartTotal(cart), draft, savedAddresses, priceNotices };
}

/** Read from the server now: a pause or a sold-out coffee the page has not heard of yet refuses it here. */
async function settingsBeforeCheckout(): Promise<ShopSettings> {
  // Offline before the reader's code ever loaded, the stored settings decide, as they do when the read fails.
  const client = await settingsModule.ifReachable()?.catch(() => null);
  return client ? client.shopSettingsBeforeCheckout() : ((await readShopSettings()) ?? defaultShopSettings);
}

async function checkout(form: FormData): Promise<FormResult | Response> {
  const settings = await settingsBeforeCheckout();
  // The read may have brought a new menu: the cart is priced by it, and a subtotal the page did not show refused.
  await menuOnDevice();
  const outcome = await submitCheckout(
    form,
    { readCart, writeCart, changeOrders },
    {
      now: Date.now(),
      settings,
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
  const [form] = await Promise.all([request.formData(), menuOnDevice()]);
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
  const { cart, total, draft, savedAddresses, priceNotices } = useLoaderData<CartData>();
  const notice = useCartNotice(priceNotices);
  if (cart === null) return <CartLoading />;
  if (cart.length === 0) return <EmptyCart notice={notice} />;
  return <Checkout cart={cart} total={total} draft={draft} savedAddresses={savedAddresses} notice={notice} />;
}
