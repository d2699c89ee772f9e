import {
  type ClientActionFunctionArgs,
  Link,
  type MetaFunction,
  redirect,
  useFetcher,
  useLoaderData,
  useLocation,
} from "@remix-run/react";
import { type ReactNode, useRef, useState } from "react";

import { cartLineKey, cartTotal, orderFullMessage, orderRoom, reconcileCart } from "~/lib/cart/cart";
import { applyCartCommand, type CartCommand, parseCartForm } from "~/lib/cart/cart-intents";
import { formatBRL } from "~/lib/catalogue/money";
import { type CheckoutFieldErrors, newCheckoutId, submitCheckout } from "~/lib/checkout/checkout";
import { nextCheckoutDraft } from "~/lib/checkout/checkout-draft";
import { useCepAddress } from "~/lib/checkout/useCepAddress";
import { inboxConfig } from "~/lib/inbox/config";
import { announceOrder } from "~/lib/orders/order-announcement";
import { offeredPaymentMethods, orderTotal } from "~/lib/orders/orders";
import {
  leftOutText,
  parseReorderLines,
  parseReorderNotice,
  reorderCart,
  type Reordered,
  reorderFailedMessage,
} from "~/lib/orders/reorder";
import { fieldErrorsOf, type FormResult, save } from "~/lib/platform/form-result";
import {
  changeOrders,
  readCart,
  readCheckoutDraft,
  readShopSettings,
  writeCart,
  writeCheckoutDraft,
} from "~/lib/platform/storage";
import { useActionFetcher } from "~/lib/platform/useActionFetcher";
import { useMinuteClock } from "~/lib/platform/useMinuteClock";
import type { CartItem, CheckoutDraft, PaymentMethod } from "~/lib/schemas";
import {
  deliveryQuote,
  formatDeliveryTime,
  freeDeliveryText,
  minimumOrderText,
  pickupReadyText,
  soldOutLines,
  soldOutText,
} from "~/lib/shop/delivery-areas";
import { shop } from "~/lib/shop/shop";
import { closedReason, shopStatus } from "~/lib/shop/shop-hours";
import { defaultShopSettings, pickupDelivery } from "~/lib/shop/shop-settings";
import { useShopSettings } from "~/lib/shop/useShopSettings";
import { AddressForm } from "~/routes/Carrinho/AddressForm";
import { CartLine } from "~/routes/Carrinho/CartLine";
import { NoteField } from "~/routes/Carrinho/NoteField";
import { PaymentOptions } from "~/routes/Carrinho/PaymentOptions";
import { ReceiveChoice, type ReceiveMode } from "~/routes/Carrinho/ReceiveChoice";
import { alert, button, page, pageTitle } from "~/styles/shared.css";

import * as styles from "./Carrinho.css";

export const meta: MetaFunction = () => [
  { title: `Carrinho — ${shop.name}` },
  { name: "description", content: "Revise seu pedido, informe o endereço e escolha como pagar." },
  { name: "robots", content: "noindex" },
];

interface CartData {
  /** null in the prerendered HTML: nobody's cart is known until storage is read. */
  cart: CartItem[] | null;
  total: number;
  draft: CheckoutDraft | null;
}

export function loader(): CartData {
  return { cart: null, total: 0, draft: null };
}

export async function clientLoader(): Promise<CartData> {
  const [stored, draft] = await Promise.all([readCart(), readCheckoutDraft()]);
  const cart = reconcileCart(stored);
  return { cart, total: cartTotal(cart), draft };
}

/** Forgets the checkout draft; a draft left over is a smaller harm than an order or a cart not saved. */
function forgetDraft(): void {
  try {
    writeCheckoutDraft(null);
  } catch (error) {
    console.warn("The checkout draft could not be forgotten:", error);
  }
}

async function checkout(form: FormData): Promise<FormResult | Response> {
  const outcome = await submitCheckout(
    form,
    { readCart, writeCart, changeOrders },
    {
      now: Date.now(),
      // Read from the server now: a pause or a sold-out coffee the page has not heard of yet refuses it here.
      settings: await (await import("~/lib/inbox/settings.client")).shopSettingsBeforeCheckout(),
      toShop: inboxConfig.mode !== "disabled",
      pixOffered: shop.pixKey !== null,
    },
  );
  if (!outcome.ok) return outcome;
  forgetDraft();
  announceOrder(outcome.order.id);
  return redirect("/order-done");
}

/** "Pedir de novo" from an earlier order: its lines join the cart; what cannot be had is named. */
async function reorder(form: FormData): Promise<FormResult<Reordered>> {
  const lines = parseReorderLines(form.get("linhas"));
  if (!lines) return { ok: false, message: reorderFailedMessage };
  const settings = (await readShopSettings()) ?? defaultShopSettings;
  const { cart, leftOut } = reorderCart(reconcileCart(await readCart()), lines, settings);
  const saved = await save(() => writeCart(cart));
  return saved.ok ? { ok: true, data: { leftOut } } : saved;
}

async function changeCart(command: CartCommand): Promise<FormResult> {
  const result = applyCartCommand(reconcileCart(await readCart()), command);
  if (!result.ok) return result;
  const saved = await save(() => writeCart(result.cart));
  if (saved.ok && command.intent === "clear") forgetDraft();
  return saved;
}

export async function clientAction({
  request,
}: ClientActionFunctionArgs): Promise<FormResult<Reordered | undefined> | Response> {
  const form = await request.formData();
  const parsed = parseCartForm(form);
  if (!parsed.ok) return parsed;
  switch (parsed.command.intent) {
    case "checkout":
      return checkout(form);
    case "reorder":
      return reorder(form);
    default:
      return changeCart(parsed.command);
  }
}

export default function CartPage() {
  const { cart, total, draft } = useLoaderData<CartData>();
  const reordered = parseReorderNotice(useLocation().state);
  const leftOutNotice =
    reordered && reordered.leftOut.length > 0 ? (
      <p role="status" className={alert.info}>
        {leftOutText(reordered.leftOut)}
      </p>
    ) : null;
  if (cart === null) return <CartLoading />;
  if (cart.length === 0) return <EmptyCart notice={leftOutNotice} />;
  return <Checkout cart={cart} total={total} draft={draft} notice={leftOutNotice} />;
}

/**
 * The prerendered frame: the heading, and a placeholder as tall as the empty cart's box, whose line
 * is as long as the empty cart's: the page's largest paint until the cart comes.
 */
function CartLoading() {
  return (
    <section className={page} aria-labelledby="cart-title">
      <h1 id="cart-title" className={pageTitle}>
        Carrinho
      </h1>
      <div className={styles.empty} aria-busy="true">
        <p>Carregando seu carrinho… Em um instante ele aparece aqui.</p>
        <span className={`${button.primary} ${styles.placeholder}`} aria-hidden="true">
          Conheça nossos cafés
        </span>
        <noscript>
          <p>Seu carrinho fica guardado neste navegador: ative o JavaScript para vê-lo e fazer o pedido.</p>
        </noscript>
      </div>
    </section>
  );
}

function EmptyCart({ notice }: { notice: ReactNode }) {
  return (
    <section className={page} aria-labelledby="cart-title">
      <h1 id="cart-title" className={pageTitle}>
        Carrinho
      </h1>
      {notice}
      <div className={styles.empty}>
        <p>Seu carrinho está vazio. Que tal escolher um café?</p>
        <Link to="/" className={button.primary}>
          Conheça nossos cafés
        </Link>
      </div>
    </section>
  );
}

interface CheckoutProps {
  cart: CartItem[];
  total: number;
  /** What the shopper filled in before: the fields start from it. */
  draft: CheckoutDraft | null;
  notice: ReactNode;
}

function Checkout({ cart, total, draft, notice }: CheckoutProps) {
  // A fetcher, not a navigation: its answer (a refusal, a field's error) stays on screen until the
  // shopper confirms again, while any revalidation meanwhile (another tab, sign-in) would drop an action's.
  const checkoutFetcher = useFetcher<FormResult>();
  const checkoutResult = checkoutFetcher.data;
  const { fetcher: clearFetcher, error: clearError } = useActionFetcher("cart-clear");
  const [initial] = useState(() => draft ?? {});
  const savedDraft = useRef<CheckoutDraft | null>(draft);
  const cep = useCepAddress(initial.cep);
  const [numero, setNumero] = useState(initial.numero ?? "");
  const methods = offeredPaymentMethods(shop.pixKey !== null);
  const [payment, setPayment] = useState<PaymentMethod | null>(
    initial.pagamento && methods.includes(initial.pagamento) ? initial.pagamento : null,
  );
  const [checkoutId] = useState(newCheckoutId);

  const settings = useShopSettings() ?? defaultShopSettings;
  const now = useMinuteClock();
  // The typed city and bairro when the address is typed by hand; the lookup's otherwise.
  const [typedPlace, setTypedPlace] = useState({ cidade: initial.cidade ?? "", bairro: initial.bairro ?? "" });
  const place = cep.state.status === "found" && !cep.manual ? cep.state.address : typedPlace;
  // "Retirar na loja" only while the shop offers it.
  const [chosenMode, setMode] = useState<ReceiveMode>(initial.modo ?? "entrega");
  const pickup = chosenMode === "retirada" && settings.pickup;
  const delivery = pickup ? ({ kind: "unknown" } as const) : deliveryQuote(settings, place, total);
  const soldOut = soldOutLines(cart, settings);
  const status = shopStatus(settings, now);
  const belowMinimum =
    delivery.kind === "served" && delivery.minimumMissing !== null ? minimumOrderText(delivery.minimumMissing) : null;
  // Why the order cannot be confirmed now, besides a missing field: said beside the button.
  const blocked = !status.open ? closedReason(status, now) : soldOut.length > 0 ? soldOutText(soldOut) : belowMinimum;
  const describedBy =
    [blocked ? "confirm-blocked" : "", delivery.kind === "not-served" ? "not-served" : ""].filter(Boolean).join(" ") ||
    undefined;
  const room = orderRoom(cart);

  const errors: CheckoutFieldErrors = fieldErrorsOf(checkoutFetcher.state === "idle" ? checkoutResult : undefined);
  const submitting = checkoutFetcher.state !== "idle";
  const ready = pickup
    ? cart.length > 0 && payment !== null
    : cart.length > 0 && cep.settled && numero.trim() !== "" && payment !== null && delivery.kind !== "not-served";

  return (
    <section className={page} aria-labelledby="cart-title">
      <h1 id="cart-title" className={pageTitle}>
        Complete seu pedido
      </h1>
      {notice}
      <div className={styles.layout}>
        <checkoutFetcher.Form
          method="post"
          action="/Carrinho"
          id="checkout"
          className={styles.checkout}
          noValidate
          onChange={(event) => {
            const fields = new FormData(event.currentTarget);
            setTypedPlace({ cidade: String(fields.get("cidade") ?? ""), bairro: String(fields.get("bairro") ?? "") });
            savedDraft.current = nextCheckoutDraft(savedDraft.current, fields);
            try {
              writeCheckoutDraft(savedDraft.current);
            } catch (error) {
              // The form still holds what was typed; only a reload would lose it.
              console.warn("The checkout draft could not be kept:", error);
            }
          }}
        >
          <input type="hidden" name="intent" value="checkout" />
          <input type="hidden" name="checkoutId" value={checkoutId} />
          <ReceiveChoice
            value={pickup ? "retirada" : "entrega"}
            onChange={setMode}
            pickupOffered={settings.pickup}
            errors={errors}
          />
          <AddressForm
            hidden={pickup}
            cepDigits={cep.digits}
            cepState={cep.state}
            manual={cep.manual}
            onCepChange={cep.changeCep}
            numero={numero}
            onNumeroChange={setNumero}
            errors={errors}
            typedDefaults={initial}
          />
          <PaymentOptions
            methods={methods}
            value={payment}
            onChange={setPayment}
            errors={errors}
            pickup={pickup}
            changeDefault={initial.troco}
          />
          <NoteField error={errors.observacoes} initial={initial.observacoes} />
        </checkoutFetcher.Form>

        <aside className={styles.summary} aria-labelledby="summary-title">
          <h2 id="summary-title" className={styles.summaryTitle}>
            Resumo do pedido
          </h2>
          <ul className={styles.lines}>
            {cart.map((line) => (
              <CartLine
                key={cartLineKey(line)}
                line={line}
                soldOut={soldOut.includes(line.description)}
                max={line.quantity + room}
              />
            ))}
          </ul>
          {room <= 0 ? <p className={alert.info}>{orderFullMessage(room)}</p> : null}
          <dl className={styles.totals}>
            <div className={styles.totalRow}>
              <dt>Subtotal</dt>
              <dd>{formatBRL(total)}</dd>
            </div>
            {delivery.kind === "served" ? (
              <div className={styles.totalRow}>
                <dt>Entrega</dt>
                <dd>{formatBRL(delivery.fee)}</dd>
              </div>
            ) : null}
            {pickup ? (
              <div className={styles.totalRow}>
                <dt>Retirada na loja</dt>
                <dd>{formatBRL(pickupDelivery.fee)}</dd>
              </div>
            ) : null}
            <div className={styles.grandTotal}>
              <dt>Total</dt>
              <dd>{formatBRL(delivery.kind === "served" ? orderTotal({ cart, delivery }) : total)}</dd>
            </div>
          </dl>
          {delivery.kind === "served" ? (
            <p className={styles.estimate}>Previsão: {formatDeliveryTime(delivery)}</p>
          ) : null}
          {pickup ? <p className={styles.estimate}>{pickupReadyText(pickupDelivery)}</p> : null}
          {delivery.kind === "served" && delivery.freeDeliveryMissing !== null ? (
            <p className={alert.info}>{freeDeliveryText(delivery.freeDeliveryMissing)}</p>
          ) : null}
          {delivery.kind === "not-served" ? (
            <p role="alert" id="not-served" className={alert.error}>
              {delivery.message}
            </p>
          ) : null}
          <clearFetcher.Form method="post" action="/Carrinho">
            <button type="submit" name="intent" value="clear" className={button.secondary}>
              Limpar carrinho
            </button>
          </clearFetcher.Form>
          {errors.cart || errors.form || clearError ? (
            <p role="alert" className={alert.error}>
              {errors.cart ?? errors.form ?? clearError}
            </p>
          ) : null}
          <button
            type="submit"
            form="checkout"
            className={`${button.primary} ${styles.confirm}`}
            disabled={!ready || blocked !== null || submitting}
            aria-describedby={describedBy}
          >
            {submitting ? "Enviando pedido…" : "Confirmar pedido"}
          </button>
          {blocked ? (
            <p id="confirm-blocked" className={alert.info}>
              {blocked}
            </p>
          ) : null}
        </aside>
      </div>
    </section>
  );
}
