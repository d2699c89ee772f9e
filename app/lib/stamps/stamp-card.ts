import * as z from "zod/mini";

import { fromCents, toCents } from "~/lib/catalogue";
import { defaultLoyalty, type LoyaltySettings, MAX_REWARD_AMOUNT, MAX_STAMPS_PER_REWARD } from "~/lib/shop";

/** The card keeps its last changes, newest first: the rules compare a bounded list, never loop. */
export const STAMP_CHANGES_KEPT = 10;
/** A change's time is the writer's clock: the rules take it within a day of theirs. */
export const STAMP_CLOCK_SLACK_MS = 24 * 60 * 60 * 1000;

export const stampChangeKinds = ["order", "staff", "reward", "refund"] as const;

const stampChangeSchema = z.object({
  kind: z.enum(stampChangeKinds),
  delta: z.int(),
  orderId: z.string(),
  at: z.number(),
});
export type StampChange = z.infer<typeof stampChangeSchema>;

/** `stampCards/{uid}` as Firestore holds it; anything else reads as no card. */
export const stampCardSchema = z.object({
  stamps: z.int().check(z.nonnegative()),
  changes: z.array(stampChangeSchema),
});
export type StampCard = z.infer<typeof stampCardSchema>;

const emptyCard: StampCard = { stamps: 0, changes: [] };

export function parseStampCard(data: unknown): StampCard {
  const parsed = stampCardSchema.safeParse(data);
  return parsed.success ? parsed.data : emptyCard;
}

/** The card after one change: the change first, the oldest beyond the kept ones dropped. */
export function withChange(card: StampCard | null, change: StampChange): StampCard {
  const before = card ?? emptyCard;
  return {
    stamps: before.stamps + change.delta,
    changes: [change, ...before.changes.slice(0, STAMP_CHANGES_KEPT - 1)],
  };
}

/** One stamp per unit: every product of the catalogue is a drink. */
export function orderStamps(cart: readonly { quantity: number }[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** As firestore.rules' placedSignedIn: an anonymous account's card is seen by nobody; older orders earn as they did. */
export function earnsStampsWhenPlaced(signedIn: unknown): boolean {
  return (signedIn ?? true) === true;
}

export function rewardReady(stamps: number, loyalty: LoyaltySettings): boolean {
  return loyalty.active && stamps >= loyalty.stampsPerReward;
}

/** One unit of the cheapest line (options included) free, up to the cap; in cents, never negative. */
export function rewardCents(cart: readonly { price: number }[], maxReward: number): number {
  if (cart.length === 0) return 0;
  const cheapest = Math.min(...cart.map((line) => toCents(line.price)));
  return Math.max(0, Math.min(cheapest, toCents(maxReward)));
}

/** The reward on what a coupon leaves of the products: the rules refuse the two above the products' price. */
export function rewardAmount(
  cart: readonly { price: number; quantity: number }[],
  maxReward: number,
  couponAmount = 0,
): number {
  const products = cart.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
  return fromCents(Math.max(0, Math.min(rewardCents(cart, maxReward), products - toCents(couponAmount))));
}

export function stampsText(stamps: number, loyalty: LoyaltySettings): string {
  return `${Math.min(stamps, loyalty.stampsPerReward)} de ${loyalty.stampsPerReward} selos`;
}

export function missingText(stamps: number, loyalty: LoyaltySettings): string {
  const missing = loyalty.stampsPerReward - stamps;
  if (missing <= 0) return "Seu café grátis está pronto!";
  return missing === 1 ? "Falta 1 selo para um café grátis" : `Faltam ${missing} selos para um café grátis`;
}

export function changeText(change: StampChange): string {
  const count = Math.abs(change.delta) === 1 ? "1 selo" : `${Math.abs(change.delta)} selos`;
  const sign = change.delta >= 0 ? "+" : "−";
  return `${sign}${count} (${changeReasons[change.kind]})`;
}

const changeReasons: Record<StampChange["kind"], string> = {
  order: "pedido entregue",
  staff: "ajuste da loja",
  reward: "café grátis",
  refund: "pedido cancelado",
};

export const USE_REWARD_LABEL = "Usar meu café grátis";
export const CARD_HEADING = "Cartão fidelidade";

const loyaltySchema = z.object({
  active: z.boolean(),
  stampsPerReward: z.int().check(z.positive(), z.lte(MAX_STAMPS_PER_REWARD)),
  maxReward: z.number().check(z.positive(), z.lte(MAX_REWARD_AMOUNT)),
});

/** `shop/settings.loyalty`; absent (older settings) or unreadable: the defaults. */
export function parseLoyalty(data: unknown): LoyaltySettings {
  const parsed = loyaltySchema.safeParse(data);
  return parsed.success ? parsed.data : defaultLoyalty;
}
