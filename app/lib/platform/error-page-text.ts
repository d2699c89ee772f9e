import { RouteModuleLoadError } from "./route-module-guard";

interface ErrorPageText {
  title: string;
  detail: string;
}

const KEPT = "Seu carrinho e seus pedidos continuam salvos neste aparelho.";

/** Chromium, Firefox and Safari's words for a chunk that did not arrive. */
const chunkFailure = /dynamically imported module|importing a module script failed|error loading dynamically imported/i;

function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof RouteModuleLoadError || (error instanceof Error && chunkFailure.test(error.message));
}

/** The shopper reads what happened in pt-BR, never the browser's own message or a URL. */
export function errorPageText(error: unknown, online: boolean): ErrorPageText {
  if (!online) {
    return {
      title: "Sem conexão",
      detail: `Esta parte da página precisa da internet. Tente de novo quando a conexão voltar. ${KEPT}`,
    };
  }
  if (isChunkLoadFailure(error)) {
    return {
      title: "Algo deu errado ao carregar esta parte da página",
      detail: `Não foi possível carregar esta página. Verifique sua conexão e tente novamente. ${KEPT}`,
    };
  }
  return { title: "Algo deu errado", detail: `Tente de novo. ${KEPT}` };
}
