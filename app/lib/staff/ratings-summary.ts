import { type Rating, RATING_TAGS } from "~/lib/inbox";

export const RATINGS_DAYS = 30;
const DAY_MS = 86_400_000;

interface RatingsSummary {
  count: number;
  /** Null without ratings. */
  average: number | null;
  /** Every tag, in the form's order, with how many ratings marked it. */
  tags: { tag: string; count: number }[];
  /** Newest first. */
  ratings: Rating[];
}

/** The start of the window the panel reads and sums: the last 30 days up to `now`. */
export function ratingsSince(now: number): number {
  return now - RATINGS_DAYS * DAY_MS;
}

export function ratingsSummary(all: readonly Rating[], now: number): RatingsSummary {
  const since = ratingsSince(now);
  const ratings = all.filter((rating) => rating.createdAt >= since).sort((a, b) => b.createdAt - a.createdAt);
  const stars = ratings.reduce((sum, rating) => sum + rating.stars, 0);
  return {
    count: ratings.length,
    average: ratings.length === 0 ? null : stars / ratings.length,
    tags: RATING_TAGS.map((tag) => ({ tag, count: ratings.filter((rating) => rating.tags.includes(tag)).length })),
    ratings,
  };
}

const oneDecimal = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "4,3": one decimal, as staff read it; "–" without ratings. */
export function formatAverage(average: number | null): string {
  return average === null ? "–" : oneDecimal.format(average);
}

export function ratingsCountText(count: number): string {
  return count === 1 ? "1 avaliação" : `${count} avaliações`;
}
