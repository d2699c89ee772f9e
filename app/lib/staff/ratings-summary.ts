import { type Rating, RATING_TAGS } from "~/lib/ratings";

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

/** "4,3": one decimal, as staff read it; "–" without ratings. Not Intl: building it is a long task on /Admin. */
export function formatAverage(average: number | null): string {
  if (average === null) return "–";
  // Rounded from the shortest decimal form, as Intl rounds it: 1.15 is 1,2 (toFixed gives 1,1).
  return (Math.round(Number(`${average}e1`)) / 10).toFixed(1).replace(".", ",");
}

export function ratingsCountText(count: number): string {
  return count === 1 ? "1 avaliação" : `${count} avaliações`;
}
