/**
 * Figures of `npm run bench:cost`, kept pure so they can be tested: what Firestore bills for the
 * messages the web SDK exchanges with the server (read from its debug log, so what went over the
 * wire is counted, not what the code meant to do), for the storefront's REST reads, and the table
 * beside the free tier.
 *
 * Billing as Firestore documents it: a read per document a get, a query or a listener returns
 * (a listener: each document added or changed in its results, per query), one for a get of a
 * missing document or a query with no results; a write per document set or updated, a delete per
 * document deleted, in batches and transactions alike.
 */

export interface Usage {
  reads: number;
  writes: number;
  deletes: number;
}

export const noUsage: Usage = { reads: 0, writes: 0, deletes: 0 };

function addUsage(a: Usage, b: Usage): Usage {
  return { reads: a.reads + b.reads, writes: a.writes + b.writes, deletes: a.deletes + b.deletes };
}

export function subtractUsage(a: Usage, b: Usage): Usage {
  return { reads: a.reads - b.reads, writes: a.writes - b.writes, deletes: a.deletes - b.deletes };
}

/** Firestore's free tier, per day. */
export const FREE_TIER: Usage = { reads: 50_000, writes: 20_000, deletes: 20_000 };

const RPC_LINE =
  /RPC '?(\w+)'? (?:stream )?(\S+) (invoked with request:|invoked \(streaming\) with request:|received result:|completed\.|sending:|received:)/;

/** A key of the printed message itself, not of something inside it: `{ key: ` or a line indented by 2. */
const topLevel = (keys: string) => new RegExp(`(?:^\\{ |^ {2})(?:${keys}): `, "m");

const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, "g"))?.length ?? 0;

/** The numbers of a `targetIds: [ 2, 4 ]` list in the SDK's printed message (not `removedTargetIds`). */
function targetIdsOf(text: string): number[] {
  const list = /(?:^|[\s{,])targetIds: \[([^\]]*)\]/.exec(text)?.[1]?.trim() ?? "";
  return list === ""
    ? []
    : list
        .split(",")
        .map((id) => Number(id.trim()))
        .filter(Number.isInteger);
}

/**
 * Counts the SDK's debug lines as Firestore bills them: `message` (which RPC, which stream, what
 * happened) and `payload`, the message as the SDK printed it (Node's util.inspect: `{ found: {…} }`,
 * `writes: [ { update: {…} }, { delete: '…' } ]`). One counter per process: the SDK logs every
 * client's traffic to the same place, so a bench measures one thing at a time.
 */
export class WireCounter {
  usage: Usage = noUsage;
  /** Per listen target: whether any document came before it was first current. */
  private readonly targetsWithDocuments = new Map<string, boolean>();
  private readonly queryResults = new Map<string, number>();
  /** Per listen target and document: the version last received. */
  private readonly versions = new Map<string, string>();

  private add(usage: Partial<Usage>): void {
    this.usage = addUsage(this.usage, { ...noUsage, ...usage });
  }

  line(message: string, payload = ""): void {
    const match = RPC_LINE.exec(message);
    if (!match) return;
    const [, rpc, stream = "", what = ""] = match;
    if ((rpc === "Write" && what === "sending:") || (rpc === "Commit" && what.startsWith("invoked"))) {
      // Each write of the batch: a set or update, or a delete.
      this.add({ writes: count(payload, /[{,]\s*update: \{/), deletes: count(payload, /[{,]\s*delete: '/) });
    } else if (rpc === "Listen" && what === "sending:") {
      const added = /addTarget: \{[\s\S]*targetId: (\d+)/.exec(payload);
      if (added?.[1]) this.targetsWithDocuments.set(`${stream}:${added[1]}`, false);
    } else if (rpc === "Listen" && what === "received:") {
      this.listenMessage(stream, payload);
    } else if (rpc === "BatchGetDocuments" && what === "received result:") {
      // A found document or a missing one: a read each.
      if (topLevel("found|missing").test(payload)) this.add({ reads: 1 });
    } else if (rpc === "RunQuery" || rpc === "RunAggregationQuery") {
      if (what.startsWith("invoked")) this.queryResults.set(stream, 0);
      else if (what === "received result:" && topLevel("document").test(payload)) {
        this.queryResults.set(stream, (this.queryResults.get(stream) ?? 0) + 1);
        this.add({ reads: 1 });
      } else if (what === "completed.") {
        // A query with no results is billed one read.
        if (this.queryResults.get(stream) === 0) this.add({ reads: 1 });
        this.queryResults.delete(stream);
      }
    }
  }

  private listenMessage(stream: string, payload: string): void {
    if (topLevel("documentChange").test(payload)) {
      const targets = targetIdsOf(payload.slice(payload.indexOf("targetIds: [") - 1));
      // The document's version: the emulator sends a query's unchanged documents again after a
      // change (Firestore sends, and bills, only what was added or changed).
      const name = /name: '(projects\/[^']+\/documents\/[^']+)'/.exec(payload)?.[1] ?? "";
      const version = [...payload.matchAll(/updateTime: \{ seconds: '(\d+)', nanos: (\d+) \}/g)].at(-1)?.[0] ?? "";
      for (const target of targets) {
        const key = `${stream}:${target}`;
        this.targetsWithDocuments.set(key, true);
        const seen = `${key}:${name}`;
        if (name !== "" && this.versions.get(seen) === version) continue;
        this.versions.set(seen, version);
        this.add({ reads: 1 });
      }
      return;
    }
    if (!topLevel("targetChange").test(payload) || !/targetChangeType: '?CURRENT'?/.test(payload)) return;
    // A listener whose first results are empty (a missing document, an empty collection) is billed one read.
    for (const target of targetIdsOf(payload)) {
      const key = `${stream}:${target}`;
      if (this.targetsWithDocuments.get(key) === false) this.add({ reads: 1 });
      this.targetsWithDocuments.set(key, true);
    }
  }
}

const asObject = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** Documents a storefront REST answer bills: a batchGet's found or missing ones, a list's documents (one when empty). */
export function restReads(answer: unknown): number {
  if (Array.isArray(answer)) {
    return answer.filter((entry) => {
      const object = asObject(entry);
      return object?.found !== undefined || object?.missing !== undefined;
    }).length;
  }
  const documents = asObject(answer)?.documents;
  return Math.max(1, Array.isArray(documents) ? documents.length : 0);
}

/** A REST query is billed a read per document it answers, and one when it answers none. */
export function queryReads(answer: unknown): number {
  const rows = Array.isArray(answer) ? answer.filter((row) => asObject(row)?.document !== undefined) : [];
  return Math.max(1, rows.length);
}

export interface CostRow {
  /** What was measured, e.g. "one order (shopper)". */
  what: string;
  usage: Usage;
}

/** How many of this a day the free tier pays for: the scarcest of reads, writes and deletes. */
export function perDayInFreeTier(usage: Usage): number {
  const fits = (["reads", "writes", "deletes"] as const).map((kind) =>
    usage[kind] > 0 ? FREE_TIER[kind] / usage[kind] : Number.POSITIVE_INFINITY,
  );
  return Math.floor(Math.min(...fits));
}

const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** The table as Markdown, each row with how many a day fit in the free tier. */
export function formatCostTable(rows: readonly CostRow[]): string {
  const cells = (values: readonly string[]) => `| ${values.join(" | ")} |`;
  const fit = (usage: Usage) => {
    const perDay = perDayInFreeTier(usage);
    return Number.isFinite(perDay) ? integer.format(perDay) : "no limit";
  };
  return [
    cells(["measured", "reads", "writes", "deletes", "a day in the free tier"]),
    cells(["---", "---:", "---:", "---:", "---:"]),
    ...rows.map((row) =>
      cells([
        row.what,
        integer.format(row.usage.reads),
        integer.format(row.usage.writes),
        integer.format(row.usage.deletes),
        fit(row.usage),
      ]),
    ),
    cells([
      "free tier, a day",
      integer.format(FREE_TIER.reads),
      integer.format(FREE_TIER.writes),
      integer.format(FREE_TIER.deletes),
      "",
    ]),
  ].join("\n");
}
