import { inspect } from "node:util";

import { describe, expect, it } from "vitest";

import { formatCostTable, FREE_TIER, perDayInFreeTier, queryReads, restReads, WireCounter } from "../bench/cost-stats";

/** A message as the Firestore SDK prints it in its debug log (formatJSON: util.inspect, depth 100). */
const printed = (message: unknown) => inspect(message, { depth: 100 });
const database = "projects/demo-cafeteria/databases/(default)";
const order = (id: string, seconds: number) => ({
  fields: { status: { stringValue: "Pendente" }, name: { stringValue: "update: {" } },
  name: `${database}/documents/orders/${id}`,
  createTime: { seconds: "1", nanos: 0 },
  updateTime: { seconds: String(seconds), nanos: 5 },
});

describe("WireCounter: what the SDK's messages cost", () => {
  it("bills a write per set or update and a delete per delete, in a Write stream and a Commit", () => {
    const counter = new WireCounter();
    counter.line("RPC 'Write' stream 0x1 sending:", printed({ database }));
    counter.line(
      "RPC 'Write' stream 0x1 sending:",
      printed({
        streamToken: Buffer.from("0"),
        writes: [{ update: order("a", 1), updateTransforms: [] }, { update: { name: "x", fields: {} } }],
      }),
    );
    counter.line(
      "RPC 'Commit' 0x2 invoked with request:",
      printed({ writes: [{ delete: `${database}/documents/a` }] }),
    );
    counter.line("RPC 'Commit' 0x2 completed with response:", printed({ writeResults: [{}] }));
    expect(counter.usage).toEqual({ reads: 0, writes: 2, deletes: 1 });
  });

  it("bills a listener per document per query, once per version, and one read for empty first results", () => {
    const counter = new WireCounter();
    const listen = "RPC 'Listen' stream 0x3";
    counter.line(`${listen} sending:`, printed({ database, addTarget: { query: {}, targetId: 2 } }));
    counter.line(`${listen} sending:`, printed({ database, addTarget: { documents: {}, targetId: 4 } }));
    const change = (targets: number[], seconds: number) =>
      counter.line(
        `${listen} received:`,
        printed({ documentChange: { targetIds: targets, removedTargetIds: [], document: order("a", seconds) } }),
      );
    change([2], 10);
    counter.line(`${listen} received:`, printed({ targetChange: { targetIds: [2], targetChangeType: "CURRENT" } }));
    // Target 4 (a missing document) becomes current with nothing: one read.
    counter.line(`${listen} received:`, printed({ documentDelete: { removedTargetIds: [4], document: "x" } }));
    counter.line(`${listen} received:`, printed({ targetChange: { targetIds: [4], targetChangeType: "CURRENT" } }));
    expect(counter.usage.reads).toBe(2);
    // The same version sent again (the emulator does) is no read; a new one is, per query.
    change([2], 10);
    change([2, 4], 11);
    counter.line(`${listen} received:`, printed({ targetChange: { targetIds: [], targetChangeType: "NO_CHANGE" } }));
    expect(counter.usage).toEqual({ reads: 4, writes: 0, deletes: 0 });
  });

  it("bills gets found or missing, and a query's documents (one when it returns none)", () => {
    const counter = new WireCounter();
    counter.line("RPC 'BatchGetDocuments' 0x5 invoked (streaming) with request:", printed({ documents: ["a"] }));
    counter.line(
      "RPC BatchGetDocuments 0x5 received result:",
      printed({ transaction: Buffer.from(""), readTime: { seconds: "1", nanos: 0 }, missing: "a" }),
    );
    counter.line("RPC BatchGetDocuments 0x5 received result:", printed({ found: order("b", 1) }));
    counter.line("RPC 'RunQuery' 0x6 invoked (streaming) with request:", printed({ structuredQuery: {} }));
    counter.line("RPC RunQuery 0x6 received result:", printed({ readTime: { seconds: "1", nanos: 0 } }));
    counter.line("RPC 'RunQuery' 0x6 completed.", "");
    counter.line("RPC 'RunQuery' 0x7 invoked (streaming) with request:", printed({ structuredQuery: {} }));
    counter.line("RPC RunQuery 0x7 received result:", printed({ document: order("c", 1), readTime: {} }));
    counter.line("RPC 'RunQuery' 0x7 completed.", "");
    counter.line("Opening RPC 'Listen' stream 0x8 to 127.0.0.1:8080", "");
    expect(counter.usage).toEqual({ reads: 4, writes: 0, deletes: 0 });
  });
});

describe("restReads", () => {
  it("counts a batchGet's found and missing documents, and a list's documents (one when empty)", () => {
    expect(restReads([{ missing: "shop/settings", readTime: "t" }])).toBe(1);
    expect(restReads([{ found: { name: "shop/settings" } }])).toBe(1);
    expect(restReads({ documents: [{}, {}, {}] })).toBe(3);
    expect(restReads({})).toBe(1);
  });
});

describe("queryReads", () => {
  it("counts a query's documents, and one read when it answers none", () => {
    expect(
      queryReads([
        { document: {}, readTime: "t" },
        { document: {}, readTime: "t" },
      ]),
    ).toBe(2);
    expect(queryReads([{ readTime: "t" }])).toBe(1);
    expect(queryReads({ error: {} })).toBe(1);
  });
});

describe("the cost table", () => {
  it("says how many a day fit in the free tier: the scarcest of reads, writes and deletes", () => {
    expect(perDayInFreeTier({ reads: 5, writes: 3, deletes: 0 })).toBe(6666);
    expect(perDayInFreeTier({ reads: 8, writes: 0, deletes: 0 })).toBe(6250);
    expect(perDayInFreeTier({ reads: 0, writes: 1, deletes: 1 })).toBe(20_000);
    expect(perDayInFreeTier({ reads: 0, writes: 0, deletes: 0 })).toBe(Number.POSITIVE_INFINITY);
  });

  it("prints a Markdown table with the free tier as its last row", () => {
    const table = formatCostTable([{ what: "one order", usage: { reads: 5, writes: 3, deletes: 0 } }]);
    const lines = table.split("\n");
    expect(lines[0]).toBe("| measured | reads | writes | deletes | a day in the free tier |");
    expect(lines[2]).toBe("| one order | 5 | 3 | 0 | 6,666 |");
    expect(lines.at(-1)).toBe(`| free tier, a day | ${FREE_TIER.reads.toLocaleString("en-US")} | 20,000 | 20,000 |  |`);
  });
});
