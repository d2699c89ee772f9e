/**
 * An order's lines differ from each other and hold at most MAX_ORDER_UNITS in all; the sold-out
 * list names each product at most once. Each attack beside the honest order or save it resembles.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";

import { MAX_CART_LINES } from "~/lib/cart/cart";
import { MAX_ORDER_UNITS } from "~/lib/cart/cart-quantity";
import { catalogue } from "~/lib/catalogue/catalogue";
import { toSettingsDocument } from "~/lib/settings/settings-document";
import { defaultShopSettings } from "~/lib/shop/shop-settings";

import { type Data, line, order, place, rulesWorldPerTest, serverTime, staffSettingsDoc } from "./rules-env";

const world = rulesWorldPerTest();

const aliceCreates = (overrides: Data) => place(world, world.alice, "alice", order("alice", overrides));

const withMilk = (milk: string) => ({ choices: { Tamanho: ["Pequeno"], Leite: [milk] } });

describe("an order's lines", () => {
  it("the same line twice is refused, even at other quantities; two Lattes with other milks pass", async () => {
    await assertFails(aliceCreates({ cart: [line("Latte", 1), line("Latte", 1)] }));
    await assertFails(aliceCreates({ cart: [line("Latte", 1), line("Latte", 2)] }));
    await assertSucceeds(
      aliceCreates({ cart: [line("Latte", 1, withMilk("Integral")), line("Latte", 2, withMilk("Vegetal de aveia"))] }),
    );
  });

  it(`the same line ${MAX_CART_LINES} times is refused (Irlandês × 99 each)`, async () => {
    await assertFails(aliceCreates({ cart: Array.from({ length: MAX_CART_LINES }, () => line("Irlandês", 99)) }));
  });

  const fourteenLines = (extra: number) =>
    catalogue
      .slice(0, MAX_CART_LINES)
      .map((product, index) =>
        line(product.description, index === 0 ? MAX_ORDER_UNITS - (MAX_CART_LINES - 1) + extra : 1),
      );

  it(`holds ${MAX_ORDER_UNITS} units in all over ${MAX_CART_LINES} lines; one more is refused`, async () => {
    await assertFails(aliceCreates({ cart: fourteenLines(1) }));
    await assertSucceeds(aliceCreates({ cart: fourteenLines(0) }));
  });

  it(`${MAX_ORDER_UNITS} Lattes and a Cubano are refused; ${MAX_ORDER_UNITS - 1} and a Cubano pass`, async () => {
    await assertFails(aliceCreates({ cart: [line("Latte", MAX_ORDER_UNITS), line("Cubano", 1)] }));
    await assertSucceeds(aliceCreates({ cart: [line("Latte", MAX_ORDER_UNITS - 1), line("Cubano", 1)] }));
  });
});

describe("the sold-out list", () => {
  const settingsDoc = () => staffSettingsDoc(world.staff);
  const withSoldOut = (soldOut: string[]) => ({
    ...toSettingsDocument(defaultShopSettings),
    soldOut,
    updatedAt: serverTime(),
  });

  it("names a product at most once: 2,000 Lattes are refused, the whole catalogue once passes", async () => {
    await assertFails(settingsDoc().set(withSoldOut(Array.from({ length: 2000 }, () => "Latte"))));
    await assertFails(settingsDoc().set(withSoldOut(["Latte", "Cubano", "Latte"])));
    await assertSucceeds(settingsDoc().set(withSoldOut(catalogue.map((product) => product.description))));
  });

  it("after a refused flood, a Cubano is still ordered", async () => {
    await assertFails(settingsDoc().set(withSoldOut(Array.from({ length: 2000 }, () => "Latte"))));
    await assertSucceeds(aliceCreates({ cart: [line("Cubano", 1)] }));
  });
});
