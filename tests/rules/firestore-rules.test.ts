/**
 * firestore.rules, every allow and every deny, against the Firestore emulator. Clients are
 * rules-unit-testing contexts: a mock ID token per user, as Firebase Auth would sign it.
 */
import "firebase/compat/firestore";

import { readFileSync } from "node:fs";

import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import { setLogLevel } from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";

import { inboxLimits, orderStatuses } from "~/lib/inbox/documents";

import { DEMO_STAFF_EMAIL, PROJECT_ID } from "../../scripts/emulators";

const ORDER_ID = 1_732_000_000_000;
const serverTime = () => firebase.firestore.FieldValue.serverTimestamp();

let env: RulesTestEnvironment;
let alice: RulesTestContext; // an anonymous shopper
let bob: RulesTestContext; // another shopper, signed in with Google
let staff: RulesTestContext;
let visitor: RulesTestContext; // not signed in

type Data = Record<string, unknown>;

function line(overrides: Data = {}): Data {
  return {
    description: "Latte",
    type: "Tradicional",
    image: "/coffees/latte.svg",
    price: 9.9,
    quantity: 2,
    ...overrides,
  };
}

function address(overrides: Data = {}): Data {
  return {
    rua: "Rua do Bom Jesus",
    bairro: "Recife Antigo",
    cidade: "Recife",
    uf: "PE",
    numero: "125",
    complemento: "Apto 3",
    cep: "50030170",
    origem: "cep",
    ...overrides,
  };
}

function order(customerUid: string, overrides: Data = {}, id = ORDER_ID): Data {
  return {
    id,
    checkoutId: "0a1b2c3d4e5f60718293a4b5",
    address: address(),
    paymentMethod: "credito",
    changeFor: null,
    cart: [line()],
    status: "Pendente",
    payment: null,
    createdAt: serverTime(),
    customerUid,
    ...overrides,
  };
}

function without(data: Data, key: string): Data {
  const { [key]: _dropped, ...rest } = data;
  return rest;
}

const orderDoc = (context: RulesTestContext, id = ORDER_ID) => context.firestore().doc(`orders/${id}`);
const create = (context: RulesTestContext, data: Data, id = ORDER_ID) => orderDoc(context, id).set(data);
const aliceCreates = (overrides: Data) => create(alice, order("alice", overrides));

/** An order already in the shop, written past the rules. */
async function seedOrder(customerUid: string, id = ORDER_ID): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await orderDoc(context, id).set({ ...order(customerUid, {}, id) });
  });
}

beforeAll(async () => {
  // Most of these writes are meant to be refused; the SDK would log each one.
  setLogLevel("silent");
  const [host = "", port = ""] = inject("firestoreHost").split(":");
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host, port: Number(port), rules: readFileSync("firestore.rules", "utf8") },
  });
  alice = env.authenticatedContext("alice", { firebase: { sign_in_provider: "anonymous", identities: {} } });
  bob = env.authenticatedContext("bob", { email: "bob@example.com", email_verified: true });
  staff = env.authenticatedContext("staff-1", { email: DEMO_STAFF_EMAIL, email_verified: true });
  visitor = env.unauthenticatedContext();
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(`staff/${DEMO_STAFF_EMAIL}`).set({ email: DEMO_STAFF_EMAIL });
  });
});

describe("a customer creating their order", () => {
  it("may, anonymous or signed in, for themself, with status Pendente and the server's time", async () => {
    await assertSucceeds(aliceCreates({}));
    await assertSucceeds(
      create(bob, order("bob", { paymentMethod: "dinheiro", changeFor: 50 }, ORDER_ID + 1), ORDER_ID + 1),
    );
    await assertSucceeds(create(bob, order("bob", { paymentMethod: "debito" }, ORDER_ID + 2), ORDER_ID + 2));
    await assertSucceeds(create(bob, order("bob", { paymentMethod: "pix" }, ORDER_ID + 3), ORDER_ID + 3));
  });

  it("may send the largest order the rules allow: 16 lines, every string 200 characters", async () => {
    const long = "é".repeat(inboxLimits.maxText);
    const lines = Array.from({ length: inboxLimits.maxLines }, (_, i) =>
      line({ description: long, type: long, image: long, price: 1234.56 + i, quantity: inboxLimits.maxQuantity }),
    );
    const everything = {
      checkoutId: long,
      address: address({
        rua: long,
        bairro: long,
        cidade: long,
        uf: long,
        numero: long,
        complemento: long,
        cep: long,
        origem: "manual",
      }),
      paymentMethod: "dinheiro",
      changeFor: 99999.99,
      cart: lines,
    };
    await assertSucceeds(aliceCreates(everything));
  });

  it("may send prices of 0 and whole reais, quantities 1 and 99, an empty complement", async () => {
    await assertSucceeds(
      aliceCreates({
        cart: [
          line({ price: 0, quantity: inboxLimits.minQuantity }),
          line({ price: 12, quantity: inboxLimits.maxQuantity }),
        ],
        address: address({ complemento: "", rua: "" }),
      }),
    );
  });

  it("may not without signing in, or for someone else", async () => {
    await assertFails(create(visitor, order("alice")));
    await assertFails(create(bob, order("alice")));
    await assertFails(create(alice, order("")));
  });

  it("may not forge the status, the payment or the time", async () => {
    await assertFails(aliceCreates({ status: "Entregue" }));
    await assertFails(aliceCreates({ status: "Em preparo" }));
    await assertFails(aliceCreates({ payment: { paid: true } }));
    await assertFails(aliceCreates({ createdAt: firebase.firestore.Timestamp.fromMillis(ORDER_ID) }));
  });

  it("may not add fields or leave one out, at any level", async () => {
    await assertFails(aliceCreates({ total: 1 }));
    await assertFails(create(alice, without(order("alice"), "payment")));
    await assertFails(create(alice, without(order("alice"), "checkoutId")));
    await assertFails(aliceCreates({ address: address({ latitude: "-8.06" }) }));
    await assertFails(aliceCreates({ address: without(address(), "origem") }));
    await assertFails(aliceCreates({ cart: [line({ discount: 1 })] }));
    await assertFails(aliceCreates({ cart: [without(line(), "image")] }));
  });

  it("may not use an id other than the document's, nor a non-integer one", async () => {
    await assertFails(aliceCreates({ id: ORDER_ID + 1 }));
    await assertFails(aliceCreates({ id: String(ORDER_ID) }));
    await assertFails(create(alice, order("alice", { id: 1.5 }, 1.5), 1.5));
    await assertFails(create(alice, order("alice", { id: -5 }), -5));
  });

  it("may not send strings over 200 characters, or other types where strings go", async () => {
    const long = "x".repeat(inboxLimits.maxText + 1);
    await assertFails(aliceCreates({ checkoutId: long }));
    await assertFails(aliceCreates({ address: address({ complemento: long }) }));
    await assertFails(aliceCreates({ address: address({ numero: 125 }) }));
    await assertFails(aliceCreates({ address: address({ origem: "gps" }) }));
    await assertFails(aliceCreates({ cart: [line({ description: long })] }));
    await assertFails(aliceCreates({ cart: [line({ image: long })] }));
    await assertFails(aliceCreates({ cart: [line({ type: 3 })] }));
    await assertFails(aliceCreates({ cart: [line({ description: "Latte\u001fTradicional" })] }));
  });

  it("may not send an empty cart, more than 16 lines, or 51", async () => {
    await assertFails(aliceCreates({ cart: [] }));
    await assertFails(aliceCreates({ cart: Array.from({ length: inboxLimits.maxLines + 1 }, () => line()) }));
    await assertFails(aliceCreates({ cart: Array.from({ length: 51 }, () => line()) }));
    await assertFails(aliceCreates({ cart: { 0: line() } }));
  });

  it("may not send quantities outside 1-99 or not whole, or prices below 0 or not numbers", async () => {
    const { minQuantity, maxQuantity } = inboxLimits;
    for (const quantity of [minQuantity - 1, maxQuantity + 1, -1, 2.5, "3"])
      await assertFails(aliceCreates({ cart: [line({ quantity })] }));
    for (const price of [-0.01, "9.90", null]) await assertFails(aliceCreates({ cart: [line({ price })] }));
    // The last line is checked as well as the first.
    await assertFails(aliceCreates({ cart: [...Array.from({ length: 15 }, () => line()), line({ quantity: 0 })] }));
  });

  it("may not choose another payment method, or ask change of 0 or in words", async () => {
    await assertFails(aliceCreates({ paymentMethod: "boleto" }));
    await assertFails(aliceCreates({ paymentMethod: "PIX" }));
    await assertFails(aliceCreates({ paymentMethod: "dinheiro", changeFor: 0 }));
    await assertFails(aliceCreates({ paymentMethod: "dinheiro", changeFor: "50" }));
  });

  it("may not ask change with Pix, nor send a Pix order already paid", async () => {
    await assertFails(aliceCreates({ paymentMethod: "pix", changeFor: 50 }));
    await assertFails(aliceCreates({ paymentMethod: "pix", payment: "Pix recebido" }));
    await assertSucceeds(aliceCreates({ paymentMethod: "pix", changeFor: null }));
  });

  it("may not write the same order twice: the second create is an update", async () => {
    await assertSucceeds(aliceCreates({}));
    await assertFails(aliceCreates({}));
    await assertFails(orderDoc(alice).update({ status: "Cancelado" }));
  });
});

describe("reading orders", () => {
  beforeEach(() => seedOrder("alice"));

  it("lets the customer read their own order, and staff any order", async () => {
    await assertSucceeds(orderDoc(alice).get());
    await assertSucceeds(orderDoc(staff).get());
  });

  it("keeps another customer, or a visitor, from reading it", async () => {
    await assertFails(orderDoc(bob).get());
    await assertFails(orderDoc(visitor).get());
  });

  it("reads an order that is not there as nothing, for anyone signed in", async () => {
    const missing = await assertSucceeds(orderDoc(bob, ORDER_ID + 9).get());
    expect(missing.exists).toBe(false);
    await assertFails(orderDoc(visitor, ORDER_ID + 9).get());
  });

  it("lets only staff list the orders", async () => {
    const listed = await assertSucceeds(staff.firestore().collection("orders").get());
    expect(listed.size).toBe(1);
    await assertFails(alice.firestore().collection("orders").get());
    await assertFails(alice.firestore().collection("orders").where("customerUid", "==", "alice").get());
    await assertFails(bob.firestore().collection("orders").get());
    await assertFails(visitor.firestore().collection("orders").get());
  });
});

describe("staff handling an order", () => {
  beforeEach(() => seedOrder("alice"));

  it("may move it through every status", async () => {
    for (const status of orderStatuses) await assertSucceeds(orderDoc(staff).update({ status }));
  });

  it("may not set an unknown status or change anything else", async () => {
    await assertFails(orderDoc(staff).update({ status: "Preparando" }));
    await assertFails(orderDoc(staff).update({ status: "Entregue", paymentMethod: "debito" }));
    await assertFails(orderDoc(staff).update({ changeFor: 100 }));
    await assertFails(orderDoc(staff).update({ note: "sem açúcar" }));
  });

  it("may delete it; nobody else may", async () => {
    await assertFails(orderDoc(alice).delete());
    await assertFails(orderDoc(bob).delete());
    await assertFails(orderDoc(visitor).delete());
    await assertSucceeds(orderDoc(staff).delete());
  });

  it("is only staff with a staff document: another e-mail, or none, is not", async () => {
    await assertFails(orderDoc(bob).update({ status: "Em preparo" }));
    await assertFails(orderDoc(alice).update({ status: "Em preparo" }));
    const lookalike = env.authenticatedContext("staff-2", { email: "equipe@cafeteria.test.evil.com" });
    await assertFails(orderDoc(lookalike).update({ status: "Em preparo" }));
    await assertFails(lookalike.firestore().collection("orders").get());
  });
});

describe("staff confirming a Pix payment", () => {
  const pixOrder = (id: number) =>
    env.withSecurityRulesDisabled(async (context) => {
      await orderDoc(context, id).set(order("alice", { paymentMethod: "pix" }, id));
    });

  beforeEach(async () => {
    await pixOrder(ORDER_ID);
    await seedOrder("alice", ORDER_ID + 1); // paid by card
  });

  it("may mark a Pix order 'Pix recebido', and still move its status", async () => {
    await assertSucceeds(orderDoc(staff).update({ payment: "Pix recebido" }));
    await assertSucceeds(orderDoc(staff).update({ status: "Em preparo" }));
  });

  it("may not mark it for the customer, another shopper or a visitor", async () => {
    await assertFails(orderDoc(alice).update({ payment: "Pix recebido" }));
    await assertFails(orderDoc(bob).update({ payment: "Pix recebido" }));
    await assertFails(orderDoc(visitor).update({ payment: "Pix recebido" }));
  });

  it("may not set a payment on an order not paid with Pix", async () => {
    await assertFails(orderDoc(staff, ORDER_ID + 1).update({ payment: "Pix recebido" }));
  });

  it("may set nothing but 'Pix recebido', and not together with another field", async () => {
    await assertFails(orderDoc(staff).update({ payment: "pago" }));
    await assertFails(orderDoc(staff).update({ payment: { paid: true } }));
    await assertFails(orderDoc(staff).update({ payment: "Pix recebido", status: "Em preparo" }));
    await assertFails(orderDoc(staff).update({ payment: "Pix recebido", paymentMethod: "credito" }));
  });
});

describe("the staff collection", () => {
  it("lets a signed-in user read their own staff document, present or not, and no other", async () => {
    const own = await assertSucceeds(staff.firestore().doc(`staff/${DEMO_STAFF_EMAIL}`).get());
    expect(own.exists).toBe(true);
    const none = await assertSucceeds(bob.firestore().doc("staff/bob@example.com").get());
    expect(none.exists).toBe(false);
    await assertFails(bob.firestore().doc(`staff/${DEMO_STAFF_EMAIL}`).get());
    await assertFails(alice.firestore().doc(`staff/${DEMO_STAFF_EMAIL}`).get());
    await assertFails(visitor.firestore().doc(`staff/${DEMO_STAFF_EMAIL}`).get());
  });

  it("cannot be written or listed by any client, staff included", async () => {
    await assertFails(bob.firestore().doc("staff/bob@example.com").set({ email: "bob@example.com" }));
    await assertFails(staff.firestore().doc("staff/bob@example.com").set({ email: "bob@example.com" }));
    await assertFails(staff.firestore().doc(`staff/${DEMO_STAFF_EMAIL}`).update({ email: "x" }));
    await assertFails(staff.firestore().doc(`staff/${DEMO_STAFF_EMAIL}`).delete());
    await assertFails(staff.firestore().collection("staff").get());
  });
});
