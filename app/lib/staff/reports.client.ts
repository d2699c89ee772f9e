// "Relatórios": the Dono's day summaries (firestore.rules: only a Dono reads them or writes a closed day's, once).
import { collection, doc, type Firestore, getDocsFromServer, query, where, writeBatch } from "firebase/firestore";

import { inboxCall } from "~/lib/firestore";
import type { InboxContext } from "~/lib/firestore/inbox-context.client";

import { type DaySummary, daySummarySchema } from "./day-summary";

async function readSummaries(db: Firestore, from: string, to: string): Promise<DaySummary[]> {
  const stored = await getDocsFromServer(
    query(collection(db, "daySummaries"), where("date", ">=", from), where("date", "<=", to)),
  );
  // One this version cannot read is made again from the orders (and not stored over).
  return stored.docs.flatMap((day) => {
    const parsed = daySummarySchema.safeParse(day.data());
    return parsed.success ? [parsed.data] : [];
  });
}

/** Created once: a day another device stored meanwhile refuses the batch, and its figures are the same. */
async function keepSummaries(db: Firestore, summaries: readonly DaySummary[]): Promise<void> {
  if (summaries.length === 0) return;
  const batch = writeBatch(db);
  for (const summary of summaries) batch.set(doc(db, "daySummaries", summary.date), summary);
  await batch.commit();
}

export function createReports({ db }: InboxContext) {
  return {
    readSummaries: (from: string, to: string) => inboxCall(() => readSummaries(db, from, to)),
    keepSummaries: (summaries: readonly DaySummary[]) => inboxCall(() => keepSummaries(db, summaries)),
  };
}
