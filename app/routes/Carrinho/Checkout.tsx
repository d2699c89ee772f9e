import { useFetcher } from "@remix-run/react";
import { type ReactNode, useRef, useState } from "react";

import type { CartItem } from "~/lib/cart";
import {
  type CheckoutDraft,
  checkoutState,
  newCheckoutId,
  nextCheckoutDraft,
  type ReceiveMode,
  scheduleChoiceState,
  type ScheduleWhen,
  useCepAddress,
  useFullSlots,
  writeCheckoutDraft,
} from "~/lib/checkout";
import { offeredPaymentMethods, type PaymentMethod } from "~/lib/orders";
import { fieldErrorsOf, type FormResult, useMinuteClock } from "~/lib/platform";
import { defaultShopSettings, shop, shopStatus } from "~/lib/shop";
import { useShopSettings } from "~/root-data";
import { page, pageTitle } from "~/styles/shared.css";

import { AddressForm } from "./AddressForm";
import * as styles from "./Carrinho.css";
import { useCoupon } from "./CouponField";
import { NoteField } from "./NoteField";
import { OrderSummary } from "./OrderSummary";
import { PaymentOptions } from "./PaymentOptions";
import { ReceiveChoice } from "./ReceiveChoice";
import { ScheduleChoice } from "./ScheduleChoice";

interface CheckoutProps {
  cart: CartItem[];
  total: number;
  draft: CheckoutDraft | null;
  notice: ReactNode;
}

export function Checkout({ cart, total, draft, notice }: CheckoutProps) {
  // A fetcher keeps its answer through revalidations (another tab, sign-in), which drop an action's.
  const checkoutFetcher = useFetcher<FormResult>();
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
  const [typedPlace, setTypedPlace] = useState({ cidade: initial.cidade ?? "", bairro: initial.bairro ?? "" });
  // "Retirar na loja" only while the shop offers it.
  const [mode, setMode] = useState<ReceiveMode>(initial.modo ?? "entrega");
  // A closed shop at arrival means "Agendar": opening meanwhile does not turn the order into one for now.
  const [when, setWhen] = useState<ScheduleWhen>(() => (shopStatus(settings, Date.now()).open ? "agora" : "agendar"));
  const [day, setDay] = useState<number | null>(null);
  const [slot, setSlot] = useState<number | null>(null);
  const full = useFullSlots(when === "agendar" || !shopStatus(settings, now).open, settings.orderAhead.perSlot);
  const schedule = scheduleChoiceState({ settings, now, when, day, slot, full });
  const scheduledFor = schedule.when === "agendar" ? schedule.scheduledFor : undefined;
  const state = checkoutState({ cart, total, settings, now, mode, cep, typedPlace, numero, payment, scheduledFor });
  const coupon = useCoupon(total, now);
  const errors = fieldErrorsOf(checkoutFetcher.state === "idle" ? checkoutFetcher.data : undefined);

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
          <ScheduleChoice
            schedule={schedule}
            now={now}
            onWhen={setWhen}
            onDay={(chosen) => {
              setWhen("agendar");
              setDay(chosen);
              setSlot(null);
            }}
            onSlot={(chosen) => {
              setWhen("agendar");
              setSlot(chosen);
            }}
            errors={errors}
          />
          <ReceiveChoice
            value={state.pickup ? "retirada" : "entrega"}
            onChange={setMode}
            pickupOffered={settings.pickup}
            errors={errors}
          />
          <AddressForm
            hidden={state.pickup}
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
            pickup={state.pickup}
            changeDefault={initial.troco}
          />
          <NoteField error={errors.observacoes} initial={initial.observacoes} />
        </checkoutFetcher.Form>
        <OrderSummary
          cart={cart}
          total={total}
          state={state}
          coupon={coupon}
          errors={errors}
          submitting={checkoutFetcher.state !== "idle"}
        />
      </div>
    </section>
  );
}
