/**
 * Issue 58, "Clientes": a Google account writes its own name and e-mail (the e-mail its token says) for the Dono's
 * list, and erases it; the Dono alone reads the profiles, the stamp cards as a list and the running totals, which
 * only the Dono writes, folded up to a settled day.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import firebase from "firebase/compat/app";
import { describe, it } from "vitest";

import { profileDocument } from "~/lib/customers/customer-profile";
import { emptyCustomerBook, foldOrders } from "~/lib/staff/customer-book";
import { shopDate } from "~/lib/staff/day-close";
import { SUMMARY_AFTER_DAYS } from "~/lib/staff/day-summary";

import { googleContext, rulesWorldPerTest, serverTime, tokens } from "./rules-env";

const world = rulesWorldPerTest();

const DAY_MS = 24 * 60 * 60 * 1000;
const settled = shopDate(Date.now() - SUMMARY_AFTER_DAYS * DAY_MS);
const yesterday = shopDate(Date.now() - DAY_MS);

const profileDoc = (context = world.bob, uid = "bob") => context.firestore().doc(`customerProfiles/${uid}`);
const profile = (overrides: Record<string, unknown> = {}) => ({
  ...profileDocument({ name: "Bob Souza", email: "bob@example.com" }, serverTime()),
  ...overrides,
});
const bookDoc = (context = world.staff) => context.firestore().doc("customerBook/totals");
const book = (through: string | null = settled) => ({
  ...foldOrders(emptyCustomerBook, [], through),
  customers: { bob: { orders: 2, cents: 2500, first: settled, last: settled, google: true } },
});

describe("customer profiles", () => {
  it("a Google account writes its own, with the e-mail its token says and the server's time", async () => {
    await assertSucceeds(profileDoc().set(profile()));
    await assertSucceeds(profileDoc().set(profile({ name: "Bob" })));
    await assertFails(profileDoc().set(profile({ email: "outro@example.com" })));
    await assertFails(profileDoc().set(profile({ at: firebase.firestore.Timestamp.fromMillis(Date.now() - DAY_MS) })));
    await assertFails(profileDoc().set(profile({ name: "B".repeat(101) })));
    await assertFails(profileDoc().set({ ...profile(), phone: "81999998888" }));
  });

  it("never another account's, nor an anonymous or unverified one's", async () => {
    await assertFails(profileDoc(world.bob, "alice").set(profile()));
    await assertFails(profileDoc(world.alice, "alice").set(profile({ email: "" })));
    const unverified = world.env.authenticatedContext("carol", tokens.google("carol@example.com", false));
    await assertFails(profileDoc(unverified, "carol").set(profile({ email: "carol@example.com" })));
    await assertFails(profileDoc(world.staff, "bob").set(profile()));
  });

  it("the Dono reads and lists them; Equipe and other shoppers do not; its account reads and erases its own", async () => {
    await assertSucceeds(profileDoc().set(profile()));
    await assertSucceeds(profileDoc(world.staff).get());
    await assertSucceeds(world.staff.firestore().collection("customerProfiles").get());
    await assertFails(profileDoc(world.team).get());
    await assertFails(world.team.firestore().collection("customerProfiles").get());
    const carol = googleContext(world.env, "carol", "carol@example.com");
    await assertFails(profileDoc(carol).get());
    await assertFails(profileDoc(carol).delete());
    await assertFails(profileDoc(world.staff).delete());
    await assertSucceeds(profileDoc().get());
    await assertSucceeds(profileDoc().delete());
  });
});

describe("the customers' running totals", () => {
  it("only the Dono reads and writes them; Equipe and shoppers neither", async () => {
    await assertFails(bookDoc(world.team).set(book()));
    await assertFails(bookDoc(world.bob).set(book()));
    await assertSucceeds(bookDoc().set(book()));
    await assertSucceeds(bookDoc().get());
    await assertFails(bookDoc(world.team).get());
    await assertFails(bookDoc(world.bob).get());
    await assertFails(world.staff.firestore().doc("customerBook/other").set(book()));
  });

  it("folded only up to a settled day, in the book's shape", async () => {
    await assertSucceeds(bookDoc().set(book(null)));
    await assertFails(bookDoc().set(book(yesterday)));
    await assertFails(bookDoc().set(book("ontem")));
    await assertFails(bookDoc().set({ ...book(), extra: 1 }));
    await assertFails(bookDoc().set({ ...book(), customers: [] }));
  });

  it("the Dono lists the stamp cards; Equipe reads one card, not the list", async () => {
    await world.env.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc("stampCards/bob").set({ stamps: 4, changes: [] });
    });
    await assertSucceeds(world.staff.firestore().collection("stampCards").get());
    await assertFails(world.team.firestore().collection("stampCards").get());
    await assertFails(world.bob.firestore().collection("stampCards").get());
    await assertSucceeds(world.team.firestore().doc("stampCards/bob").get());
  });
});
