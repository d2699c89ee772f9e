import { useFetcher } from "@remix-run/react";
import { type ReactNode, useEffect, useRef, useState } from "react";

import { cartCount, type CartItem } from "~/lib/cart";
import { formatBRL, toCents } from "~/lib/catalogue";
import {
  type CheckoutDraft,
  checkoutState,
  newCheckoutId,
  nextCheckoutDraft,
  type ReceiveMode,
  type SavedAddress,
  scheduleChoiceState,
  type ScheduleWhen,
  SEEN_SUBTOTAL_FIELD,
  servedPlace,
  showCheckoutDraft,
  useCepAddress,
  useFullSlots,
  useSavedAddresses,
  withSavedAddress,
  writeCheckoutDraft,
} from "~/lib/checkout";
import { offeredPaymentMethods, type PaymentMethod } from "~/lib/orders";
import { fieldErrorsOf, type FormResult, useMinuteClock } from "~/lib/platform";
import { defaultShopSettings, shop, shopProfile, shopStatus } from "~/lib/shop";
import { useTableMode } from "~/lib/tables";
import { SaveUsualForm, usePullAccountUsualOrders } from "~/lib/usual/ui";
import { useShopSettings } from "~/root-data";
import { alert, page, pageTitle } from "~/styles/shared.css";

import { AddressForm } from "./AddressForm";
import * as styles from "./Carrinho.css";
import { ContactFields } from "./ContactFields";
import { useCoupon } from "./CouponField";
import { NoteField } from "./NoteField";
import { OrderSummary } from "./OrderSummary";
import { PaymentOptions } from "./PaymentOptions";
import { ReceiveChoice } from "./ReceiveChoice";
import { RewardChoice, StampsHint, useRewardOffer } from "./RewardChoice";
import { SavedAddresses } from "./SavedAddresses";
import { ScheduleChoice } from "./ScheduleChoice";
import { useCheckoutUser } from "./useCheckoutUser";

/** What the checkout's form holds now: "Meu de sempre" saves it as the shopper sees it. */
function currentDraft(): CheckoutDraft {
  const form = document.getElementById("checkout");
  return form instanceof HTMLFormElement ? nextCheckoutDraft(null, new FormData(form)) : {};
}

interface CheckoutProps {
  cart: CartItem[];
  total: number;
  draft: CheckoutDraft | null;
  savedAddresses: SavedAddress[];
  notice: ReactNode;
}

export function Checkout({ cart, total, draft, savedAddresses, notice }: CheckoutProps) {
  // A fetcher keeps its answer through revalidations (another tab, sign-in), which drop an action's.
  const checkoutFetcher = useFetcher<FormResult>();
  const [initial] = useState(() => draft ?? {});
  const savedDraft = useRef<CheckoutDraft | null>(draft);
  // Another tab's order forgets the stored draft; this form, mounted again when the cart fills, keeps what it showed.
  useEffect(() => showCheckoutDraft(savedDraft.current), []);
  const cep = useCepAddress(initial.cep);
  const [numero, setNumero] = useState(initial.numero ?? "");
  const user = useCheckoutUser();
  const addresses = useSavedAddresses(user, savedAddresses);
  usePullAccountUsualOrders(user);
  // A saved address chosen: the address fields start again from it.
  const [chosen, setChosen] = useState<{ address: SavedAddress; times: number } | null>(null);
  const typedStart = chosen ? chosen.address : initial;
  const settings = useShopSettings() ?? defaultShopSettings;
  const visitTable = useTableMode();
  const table = visitTable && visitTable.number <= settings.tables ? visitTable : null;
  // At the table unless the shopper picks another way in this visit; "Retirar na loja" only while offered.
  const [chosenMode, setChosenMode] = useState<ReceiveMode | null>(null);
  const awayMode = chosenMode === null || chosenMode === "mesa" ? (initial.modo ?? "entrega") : chosenMode;
  const mode: ReceiveMode = table && (chosenMode ?? "mesa") === "mesa" ? "mesa" : awayMode;
  const methods = offeredPaymentMethods(shop.pixKey !== null, mode === "mesa");
  const [payment, setPayment] = useState<PaymentMethod | null>(
    initial.pagamento && methods.includes(initial.pagamento) ? initial.pagamento : null,
  );
  const [checkoutId] = useState(newCheckoutId);
  const now = useMinuteClock();
  const [typedPlace, setTypedPlace] = useState({ cidade: initial.cidade ?? "", bairro: initial.bairro ?? "" });
  // A failed CEP lookup starts from the shop's state, and its city when it delivers to one.
  const served = servedPlace(settings.deliveryAreas, shopProfile.state);
  // A closed shop at arrival means "Agendar": opening meanwhile does not turn the order into one for now.
  const [when, setWhen] = useState<ScheduleWhen>(() => (shopStatus(settings, Date.now()).open ? "agora" : "agendar"));
  const [day, setDay] = useState<number | null>(null);
  const [slot, setSlot] = useState<number | null>(null);
  const full = useFullSlots(when === "agendar" || !shopStatus(settings, now).open, settings.orderAhead.perSlot);
  const schedule = scheduleChoiceState({ settings, now, when, day, slot, full });
  const scheduledFor = schedule.when === "agendar" && mode !== "mesa" ? schedule.scheduledFor : undefined;
  const state = checkoutState({
    cart,
    total,
    settings,
    now,
    mode,
    cep,
    typedPlace: { ...typedPlace, cidade: typedPlace.cidade || served.cidade },
    numero,
    payment,
    scheduledFor,
    table,
  });
  const coupon = useCoupon(total, now);
  const rewardOffer = useRewardOffer(cart, settings.loyalty, coupon.applied?.amount);
  const [rewardChecked, setRewardChecked] = useState(false);
  const errors = fieldErrorsOf(checkoutFetcher.state === "idle" ? checkoutFetcher.data : undefined);
  const keepDraft = (draft: CheckoutDraft) => {
    savedDraft.current = draft;
    try {
      writeCheckoutDraft(draft);
    } catch (error) {
      // The form still holds what was typed; only a reload would lose it.
      console.warn("The checkout draft could not be kept:", error);
    }
  };
  const chooseAddress = (address: SavedAddress) => {
    setChosen((before) => ({ address, times: (before?.times ?? 0) + 1 }));
    cep.changeCep(address.cep);
    setNumero(address.numero);
    setTypedPlace({ cidade: address.cidade, bairro: address.bairro });
    keepDraft(withSavedAddress(savedDraft.current, address));
  };

  return (
    <section className={page} aria-labelledby="cart-title">
      <h1 id="cart-title" className={pageTitle}>
        Complete seu pedido
      </h1>
      {notice}
      {/* A phone shows the form before the summary: what is in the order comes first all the same. */}
      <p className={styles.phoneSummary}>
        {cartCount(cart) === 1 ? "1 item" : `${cartCount(cart)} itens`}, {formatBRL(total)} em produtos.{" "}
        <a href="#summary-title">Ver o resumo</a>
      </p>
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
            keepDraft(nextCheckoutDraft(savedDraft.current, fields));
          }}
        >
          <input type="hidden" name="intent" value="checkout" />
          <input type="hidden" name="checkoutId" value={checkoutId} />
          <input type="hidden" name={SEEN_SUBTOTAL_FIELD} value={toCents(total)} />
          {state.ordersClosed ? (
            <p className={alert.info}>
              A loja não está recebendo pedidos agora, nem agendados. Seu carrinho fica guardado neste aparelho para
              quando ela voltar a receber.
            </p>
          ) : null}
          {/* Hidden, not removed: what was filled in before a pause is there when it ends. */}
          <div hidden={state.ordersClosed} className={styles.fields}>
            {/* At a table the order is for now. */}
            {mode === "mesa" ? null : (
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
            )}
            <ReceiveChoice
              key={table ? "mesa" : "away"}
              value={state.atTable ? "mesa" : state.pickup ? "retirada" : "entrega"}
              onChange={setChosenMode}
              pickupOffered={settings.pickup}
              table={table}
              errors={errors}
            />
            <AddressForm
              key={chosen?.times ?? 0}
              saved={<SavedAddresses addresses={addresses} onChoose={chooseAddress} />}
              hidden={state.pickup}
              cepDigits={cep.digits}
              cepState={cep.state}
              manual={cep.manual}
              onCepChange={cep.changeCep}
              numero={numero}
              onNumeroChange={setNumero}
              errors={errors}
              typedDefaults={{
                ...typedStart,
                cidade: typedStart.cidade || served.cidade,
                uf: typedStart.uf || served.uf,
              }}
              servedCities={served.cities}
            />
            <PaymentOptions
              methods={methods}
              value={payment}
              onChange={setPayment}
              errors={errors}
              pickup={state.pickup}
              atTable={state.atTable !== null}
              changeDefault={initial.troco}
            />
            <ContactFields callNameShown={state.pickup} errors={errors} initial={initial} />
            <NoteField error={errors.observacoes} initial={initial.observacoes} />
          </div>
        </checkoutFetcher.Form>
        <OrderSummary
          cart={cart}
          total={total}
          state={state}
          coupon={coupon}
          reward={rewardChecked ? rewardOffer : 0}
          rewardChoice={
            <>
              <RewardChoice amount={rewardOffer} checked={rewardChecked} onChange={setRewardChecked} />
              <StampsHint loyalty={settings.loyalty} />
            </>
          }
          errors={errors}
          submitting={checkoutFetcher.state !== "idle"}
        />
      </div>
      <SaveUsualForm cart={cart} draftOf={currentDraft} />
    </section>
  );
}
