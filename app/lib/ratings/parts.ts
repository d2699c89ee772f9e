import { lazyPart } from "~/lib/firestore/lazy";

export const ratingsPart = lazyPart(() => import("./ratings.client").then((module) => module.createRatings));
