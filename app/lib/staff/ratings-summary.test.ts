import { describe, expect, it } from "vitest";

import type { Rating } from "~/lib/ratings";

import { formatAverage, ratingsCountText, ratingsSince, ratingsSummary } from "./ratings-summary";

const NOW = Date.UTC(2026, 10, 27, 15);
const DAY = 86_400_000;

function rating(docId: string, stars: Rating["stars"], daysAgo: number, tags: Rating["tags"] = []): Rating {
  return { docId, customerUid: "u", orderNumber: 1, stars, tags, comment: "", createdAt: NOW - daysAgo * DAY };
}

describe("the last 30 days of ratings", () => {
  it("averages and counts only the last 30 days, newest first", () => {
    const summary = ratingsSummary(
      [rating("a", 5, 1, ["Café quente"]), rating("b", 2, 31, ["Café frio"]), rating("c", 4, 0, ["Café quente"])],
      NOW,
    );
    expect(summary.count).toBe(2);
    expect(summary.average).toBe(4.5);
    expect(summary.ratings.map((item) => item.docId)).toEqual(["c", "a"]);
    expect(summary.tags).toEqual([
      { tag: "Café quente", count: 2 },
      { tag: "Bem embalado", count: 0 },
      { tag: "No horário", count: 0 },
      { tag: "Café frio", count: 0 },
      { tag: "Atrasou", count: 0 },
      { tag: "Pedido errado", count: 0 },
    ]);
  });

  it("keeps a rating of exactly 30 days ago, not one a millisecond older", () => {
    const edge = { ...rating("edge", 3, 30) };
    const older = { ...rating("older", 1, 30), createdAt: ratingsSince(NOW) - 1 };
    expect(ratingsSummary([edge, older], NOW).ratings.map((item) => item.docId)).toEqual(["edge"]);
  });

  it("has no average without ratings", () => {
    expect(ratingsSummary([], NOW)).toMatchObject({ count: 0, average: null });
    expect(formatAverage(null)).toBe("–");
  });

  it("writes the average with one decimal and the count in pt-BR", () => {
    expect(formatAverage(13 / 3)).toBe("4,3");
    expect(formatAverage(5)).toBe("5,0");
    const intl = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (let count = 1; count <= 40; count++)
      for (let stars = count; stars <= 5 * count; stars++)
        expect(formatAverage(stars / count)).toBe(intl.format(stars / count));
    expect([0, 1, 2].map(ratingsCountText)).toEqual(["0 avaliações", "1 avaliação", "2 avaliações"]);
  });
});
