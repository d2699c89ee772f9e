/**
 * Issue 58, "Relatórios": a closed day's figures, written once by the Dono the first time a report needs them, so a
 * month's report reads a document a day. Only the Dono reads or writes them; never a day not yet over; never changed.
 */
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { describe, it } from "vitest";

import { shopDate } from "~/lib/staff/day-close";
import { daySummary, SUMMARY_AFTER_DAYS } from "~/lib/staff/day-summary";

import { rulesWorldPerTest } from "./rules-env";

const world = rulesWorldPerTest();

const DAY_MS = 24 * 60 * 60 * 1000;
// The last day that may be stored: SUMMARY_AFTER_DAYS after it ended.
const settled = shopDate(Date.now() - SUMMARY_AFTER_DAYS * DAY_MS);
const yesterday = shopDate(Date.now() - DAY_MS);
const summaryDoc = (context = world.staff, date = settled) => context.firestore().doc(`daySummaries/${date}`);

describe("day summaries", () => {
  it("the Dono writes a past day's once, and reads it; Equipe and shoppers do neither", async () => {
    const summary = daySummary([], settled);
    await assertFails(summaryDoc(world.team).set(summary));
    await assertFails(summaryDoc(world.bob).set(summary));
    await assertSucceeds(summaryDoc().set(summary));
    await assertSucceeds(summaryDoc().get());
    await assertFails(summaryDoc(world.team).get());
    await assertFails(summaryDoc(world.bob).get());
    await assertFails(summaryDoc().set({ ...summary, sales: 999_999 }));
    await assertFails(summaryDoc().delete());
  });

  it("never a day staff may still change, nor one under another day's name, nor with fields of another shape", async () => {
    await assertFails(summaryDoc(world.staff, yesterday).set(daySummary([], yesterday)));
    await assertFails(summaryDoc(world.staff, shopDate(Date.now())).set(daySummary([], shopDate(Date.now()))));
    await assertFails(summaryDoc().set(daySummary([], shopDate(Date.now() - 3 * DAY_MS))));
    await assertFails(summaryDoc().set({ ...daySummary([], settled), extra: 1 }));
    await assertFails(summaryDoc().set({ ...daySummary([], settled), hours: [1, 2] }));
    await assertFails(summaryDoc().set({ ...daySummary([], settled), sales: "muito" }));
  });
});
