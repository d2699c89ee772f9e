import { lazyPart } from "~/lib/firestore/lazy";

export const usualBookPart = lazyPart(() => import("./usual-book.client").then((module) => module.createUsualBook));
