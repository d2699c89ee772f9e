import type { MetaFunction } from "@remix-run/react";
import { lazy, Suspense } from "react";

import { importWhenReachable } from "~/lib/platform";
import { shop } from "~/lib/shop";

export const meta: MetaFunction = () => [
  { title: `Painel de retirada — ${shop.name}` },
  { name: "description", content: "Os pedidos em preparo e prontos para retirada no balcão." },
  { name: "robots", content: "noindex" },
];

// Behind one import, so the route adds almost nothing to every page's route table (the first load's budget).
const PickupBoardView = lazy(() =>
  importWhenReachable(() => import("./PickupBoardView")).then((module) => ({ default: module.PickupBoardView })),
);

/** For a screen at the counter (issue 59). */
export default function PickupBoardPage() {
  return (
    <Suspense fallback={<p role="status">Carregando o painel…</p>}>
      <PickupBoardView />
    </Suspense>
  );
}
