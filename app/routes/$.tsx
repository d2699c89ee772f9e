import type { MetaFunction } from "@remix-run/react";

import { ErrorPage } from "~/components/ErrorPage";
import { shop } from "~/lib/shop";

export const meta: MetaFunction = () => [
  { title: `Página não encontrada — ${shop.name}` },
  { name: "description", content: "Esta página não existe." },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <ErrorPage title="Página não encontrada" detail="Erro 404: o endereço que você abriu não existe na nossa loja." />
  );
}
