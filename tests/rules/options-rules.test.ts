/**
 * Issue 29: a line's options in the order document (decision 0019). Every option's price is
 * checked against the catalogue, an option or group the product does not offer is refused, and so
 * is a group with more choices than it allows; the honest lines beside each.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";

import { MAX_CART_LINES } from "~/lib/cart/cart";
import { FIELD_SEPARATOR, PRICE_MARK } from "~/lib/orders/order-line-text";

import { type Data, line, order, place, rulesWorldPerTest } from "./rules-env";

const world = rulesWorldPerTest();

const aliceCreates = (overrides: Data) => place(world, world.alice, "alice", order("alice", overrides));

const grandeOat = { Tamanho: ["Grande"], Leite: ["Vegetal de aveia"], Adicionais: ["Dose extra de expresso"] };

/** The line's text with `from` written as `to` (a forged option or price). */
function forged(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`${JSON.stringify(from)} is not in the line`);
  return text.replace(from, to);
}

const marks = (count: number) => PRICE_MARK.repeat(count);

describe("a line's options", () => {
  it("a Grande Latte with oat milk and an extra shot passes, beside a plain Latte", async () => {
    await assertSucceeds(aliceCreates({ cart: [line("Latte", 1), line("Latte", 2, { choices: grandeOat })] }));
  });

  it("an option at another price is refused (Grande at R$ 0,00, oat milk at R$ 0,10, an extra shot at R$ 9,00)", async () => {
    const honest = line("Latte", 1, { choices: grandeOat });
    // Prices are runs of marks, one per 10 cents: Grande is 40, oat 30, the shot 30.
    await assertFails(aliceCreates({ cart: [forged(honest, `Grande${marks(40)}`, "Grande")] }));
    await assertFails(
      aliceCreates({ cart: [forged(honest, `Vegetal de aveia${marks(30)}`, `Vegetal de aveia${marks(1)}`)] }),
    );
    await assertFails(
      aliceCreates({
        cart: [forged(honest, `Dose extra de expresso${marks(30)}`, `Dose extra de expresso${marks(90)}`)],
      }),
    );
    // The base price too: a Latte at R$ 0,00.
    await assertFails(
      aliceCreates({ cart: [forged(honest, `Latte${FIELD_SEPARATOR}${marks(125)}`, `Latte${FIELD_SEPARATOR}`)] }),
    );
  });

  it("an option the product does not offer, or in another group, is refused", async () => {
    const honest = line("Latte", 1, { choices: grandeOat });
    await assertFails(aliceCreates({ cart: [forged(honest, "Grande", "Gigante")] }));
    await assertFails(aliceCreates({ cart: [forged(honest, `Grande${marks(40)}`, `Vegetal de aveia${marks(30)}`)] }));
    // Milk on a drink without it: an extra group.
    await assertFails(aliceCreates({ cart: [`${line("Cold Brew", 1)}${FIELD_SEPARATOR}Integral`] }));
    // A required group without a choice.
    await assertFails(aliceCreates({ cart: [forged(honest, `Grande${marks(40)}`, "")] }));
  });

  it("more add-ons than the group allows, or one twice, are refused", async () => {
    const all = line("Latte", 1, {
      choices: { ...grandeOat, Adicionais: ["Dose extra de expresso", "Chantilly", "Calda de caramelo"] },
    });
    await assertSucceeds(aliceCreates({ cart: [all] }));
    await assertFails(
      aliceCreates({ cart: [forged(all, "Calda de caramelo", `Chantilly${marks(20)}Calda de caramelo`)] }),
    );
    await assertFails(
      aliceCreates({
        cart: [forged(all, `Dose extra de expresso${marks(30)}`, `Dose extra de expresso${marks(30)}`.repeat(2))],
      }),
    );
    // Two sizes in a group of one.
    await assertFails(
      aliceCreates({ cart: [forged(all, `Grande${marks(40)}`, `Médio${marks(20)}Grande${marks(40)}`)] }),
    );
  });

  it("the total counts every option: change below it is refused", async () => {
    // 2 × (12,50 + 4,00 + 3,00 + 3,00) + 5,00 delivery = 50,00.
    const cart = [line("Latte", 2, { choices: grandeOat })];
    await assertFails(aliceCreates({ cart, paymentMethod: "dinheiro", changeFor: 49.9 }));
    await assertSucceeds(aliceCreates({ cart, paymentMethod: "dinheiro", changeFor: 50 }));
  });

  it(`holds ${MAX_CART_LINES} lines, a product with other choices being another line`, async () => {
    const sizes = ["Pequeno", "Médio", "Grande"];
    const milks = ["Integral", "Sem lactose", "Vegetal de aveia"];
    const lattes = sizes.flatMap((size) => milks.map((milk) => ({ Tamanho: [size], Leite: [milk] })));
    const capuccinos = sizes.flatMap((size) => milks.map((milk) => ({ Tamanho: [size], Leite: [milk] })));
    const lines = [
      ...lattes.map((choices) => line("Latte", 1, { choices })),
      ...capuccinos.map((choices) => line("Capuccino", 1, { choices })),
    ].slice(0, MAX_CART_LINES + 1);
    await assertFails(aliceCreates({ cart: lines }));
    await assertSucceeds(aliceCreates({ cart: lines.slice(0, MAX_CART_LINES) }));
  });
});
