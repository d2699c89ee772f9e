import { describe, expect, it } from "vitest";

import { defaultLoyalty } from "~/lib/shop";

import {
  changeText,
  earnsStampsWhenPlaced,
  missingText,
  orderStamps,
  parseStampCard,
  rewardCents,
  rewardReady,
  STAMP_CHANGES_KEPT,
  type StampChange,
  stampsText,
  withChange,
} from "./stamp-card";

const change = (delta: number, orderId = "o"): StampChange => ({ kind: "order", delta, orderId, at: 1 });

describe("the reward's amount, in cents", () => {
  it("is one unit of the cheapest line, its options included", () => {
    expect(rewardCents([{ price: 12.5 }, { price: 7.4 }, { price: 22.9 }], 15)).toBe(740);
    expect(rewardCents([{ price: 6.9 + 0.4 }], 15)).toBe(730);
  });

  it("never above the cap, never negative, nothing for an empty cart", () => {
    expect(rewardCents([{ price: 22.9 }], 15)).toBe(1500);
    expect(rewardCents([{ price: 22.9 }], 0)).toBe(0);
    expect(rewardCents([{ price: -3 }], 15)).toBe(0);
    expect(rewardCents([], 15)).toBe(0);
  });
});

describe("the card", () => {
  it("counts one stamp per unit", () => {
    expect(orderStamps([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
  });

  it("is filled only by orders a Google account placed, and by those from before the field", () => {
    expect(earnsStampsWhenPlaced(true)).toBe(true);
    expect(earnsStampsWhenPlaced(undefined)).toBe(true);
    expect(earnsStampsWhenPlaced(false)).toBe(false);
    expect(earnsStampsWhenPlaced("true")).toBe(false);
  });

  it("keeps its last changes, newest first", () => {
    let card = withChange(null, change(1, "first"));
    for (let index = 0; index < STAMP_CHANGES_KEPT + 2; index++) card = withChange(card, change(1, `o${index}`));
    expect(card.stamps).toBe(STAMP_CHANGES_KEPT + 3);
    expect(card.changes).toHaveLength(STAMP_CHANGES_KEPT);
    expect(card.changes[0]?.orderId).toBe(`o${STAMP_CHANGES_KEPT + 1}`);
  });

  it("reads anything else as an empty card", () => {
    expect(parseStampCard({ stamps: -1, changes: [] })).toEqual({ stamps: 0, changes: [] });
    expect(parseStampCard(null)).toEqual({ stamps: 0, changes: [] });
  });

  it("says how far the free coffee is", () => {
    expect(stampsText(3, defaultLoyalty)).toBe("3 de 10 selos");
    expect(missingText(3, defaultLoyalty)).toBe("Faltam 7 selos para um café grátis");
    expect(missingText(10, defaultLoyalty)).toBe("Seu café grátis está pronto!");
    expect(rewardReady(10, defaultLoyalty)).toBe(true);
    expect(rewardReady(10, { ...defaultLoyalty, active: false })).toBe(false);
  });
});

describe("the card's changes", () => {
  it("say why each came, with its sign and count", () => {
    const at = 1;
    expect(changeText({ kind: "order", delta: 2, orderId: "o", at })).toBe("+2 selos (pedido entregue)");
    expect(changeText({ kind: "staff", delta: -1, orderId: "o", at })).toBe("−1 selo (ajuste da loja)");
    expect(changeText({ kind: "reward", delta: -10, orderId: "o", at })).toBe("−10 selos (café grátis)");
    expect(changeText({ kind: "refund", delta: 10, orderId: "o", at })).toBe("+10 selos (pedido cancelado)");
  });
});
