/** What a shopper reads about their order at the shop: ready for pickup, and cancelling it. */
export const READY_FOR_PICKUP_MESSAGE = "Seu pedido está pronto para retirada";

export const CANCEL_QUESTION = "Cancelar este pedido?";

const OFFLINE = "Sem conexão: o pedido não foi cancelado.";
const STARTED = "Não foi possível cancelar: a loja já começou o seu pedido.";
const REFUSED = "Não foi possível cancelar este pedido. Fale com a loja pelo WhatsApp.";

/** Why a cancel did not happen: the status the server had, or how the call failed. */
export type CancelRefusal = { status: string } | { failed: "rejected" | "unavailable" };

export function cancelRefusalText(refusal: CancelRefusal, online: boolean): string {
  if ("status" in refusal) return STARTED;
  return !online || refusal.failed === "unavailable" ? OFFLINE : REFUSED;
}
