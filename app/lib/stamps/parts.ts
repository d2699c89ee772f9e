import { lazyPart } from "~/lib/firestore/lazy";

export const stampCardsPart = lazyPart(() => import("./stamp-cards.client").then((module) => module.createStampCards));
