import { lazyPart } from "~/lib/firestore/lazy";

export const myDataPart = lazyPart(() => import("./erase-my-data.client").then((module) => module.createMyDataEraser));
