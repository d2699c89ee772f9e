import type { MetaFunction } from "@remix-run/react";
import { Suspense } from "react";

import { lazyComponent } from "~/lib/platform";
import { shop } from "~/lib/shop";

export const meta: MetaFunction = () => [
  { title: `Painel de retirada — ${shop.name}` },
  { name: "description", content: "Os pedidos em preparo e prontos para retirada no balcão." },
  { name: "robots", content: "noindex" },
];

// Behind one import, so the route adds almost nothing to every page's route table (the first load's budget).
const PickupBoardView = lazyComponent(() => import("./PickupBoardView").then((module) => module.PickupBoardView), {
  failed: <p role="alert">Não foi possível abrir o painel: recarregue a página quando a conexão voltar.</p>,
});

/** For a screen at the counter (issue 59). */
export default function PickupBoardPage() {
  return (
    <Suspense fallback={<p role="status">Carregando o painel…</p>}>
      <PickupBoardView />
    </Suspense>
  );
}
