/** Longer than any real value: a stored text with more is not an order's, and is not read. */
export const STORED_TEXT_MAX = 1_000;
/** An order's texts (an address's parts) as firestore.rules cap them; saved addresses take the same. */
export const ORDER_TEXT_MAX = 200;

export const paymentMethods = ["credito", "debito", "dinheiro", "pix", "caixa"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** "Pagar no caixa": only at a table, where the shopper walks to the counter. */
export const AT_COUNTER: PaymentMethod = "caixa";
/** What a delivery or a pickup may be paid with. */
export const awayPaymentMethods = paymentMethods.filter((method) => method !== AT_COUNTER);

/** The one value of `payment` firestore.rules let staff write. */
export const PIX_RECEIVED = "Pix recebido";
/** The stamp card's free coffee on an order (app/lib/stamps). */
export const REWARD_LABEL = "Café grátis (fidelidade)";

export const brazilianStates = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
] as const;
export type BrazilianState = (typeof brazilianStates)[number];
export const addressOrigins = ["cep", "manual"] as const;
export type AddressOrigin = (typeof addressOrigins)[number];

/**
 * "pending": saved here, not yet acknowledged by the shop; "sent": the shop has it; "rejected": refused for good;
 * "removed": the shop had it, and staff deleted it ("Excluir pedido").
 */
export const inboxStates = ["pending", "sent", "rejected", "removed"] as const;

/** What an order the shop removed shows where its status was. */
export const REMOVED_STATUS_TEXT = "Excluído pela loja";
