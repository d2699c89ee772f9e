import { useRouteLoaderData } from "@remix-run/react";

import type { CartItem } from "~/lib/cart";
import { formatBRL } from "~/lib/catalogue";
import { REWARD_FIELD } from "~/lib/checkout";
import { inboxConfig } from "~/lib/firestore";
import type { LoyaltySettings } from "~/lib/shop";
import { rewardAmount, rewardReady, USE_REWARD_LABEL, useMyStampCard } from "~/lib/stamps";
import type { RootData } from "~/root-data";

import * as styles from "./Carrinho.css";
import { useCheckoutUser } from "./useCheckoutUser";

/** The free coffee this cart would get now, in reais; 0 while the card is not full (or not known yet). */
export function useRewardOffer(cart: readonly CartItem[], loyalty: LoyaltySettings, couponAmount = 0): number {
  const card = useMyStampCard(useCheckoutUser());
  if (card.status !== "ready" || !rewardReady(card.card.stamps, loyalty)) return 0;
  return rewardAmount(cart, loyalty.maxReward, couponAmount);
}

/** "Usar meu café grátis": one unit of the cheapest drink, up to the shop's cap. */
export function RewardChoice({
  amount,
  checked,
  onChange,
}: {
  amount: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  if (amount <= 0) return null;
  return (
    <label className={styles.reward}>
      <input
        type="checkbox"
        name={REWARD_FIELD}
        form="checkout"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {USE_REWARD_LABEL} ({formatBRL(amount)} de desconto)
    </label>
  );
}

/** Only a Google account's orders earn stamps (decision 0050): a shopper not signed in is told before ordering. */
export function StampsHint({ loyalty }: { loyalty: LoyaltySettings }) {
  const auth = useRouteLoaderData<RootData>("root")?.auth;
  if (!loyalty.active || inboxConfig.mode === "disabled" || auth?.status !== "signed-out") return null;
  return (
    <p className={styles.stampsHint}>
      Entre com sua conta Google antes de pedir para juntar selos: cada bebida entregue vale um selo, e{" "}
      {loyalty.stampsPerReward} selos valem um café grátis.
    </p>
  );
}
