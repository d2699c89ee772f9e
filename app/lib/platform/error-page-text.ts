import { RouteModuleLoadError } from "./route-module-guard";

const KEPT = " Seu carrinho e seus pedidos continuam salvos neste aparelho.";

/** Chromium, Firefox and Safari's words for a chunk that did not arrive. */
const chunkFailure = /dynamically imported module|importing a module script failed/i;

/** The shopper reads what happened in pt-BR, never the browser's own message or a URL. */
export function errorPageText(error: unknown, online: boolean): { title: string; detail: string } {
  if (!online)
    return { title: "Sem conexão", detail: `Esta parte da página precisa da internet: tente de novo.${KEPT}` };
  const chunk = error instanceof RouteModuleLoadError || (error instanceof Error && chunkFailure.test(error.message));
  return chunk
    ? {
        title: "Algo deu errado ao carregar esta parte da página",
        detail: `Não foi possível carregar esta página: verifique a conexão.${KEPT}`,
      }
    : { title: "Algo deu errado", detail: `Tente de novo.${KEPT}` };
}
