import { type Address, brazilianStates, type PaymentMethod, paymentMethods } from "~/lib/orders";
import { phoneText } from "~/lib/shop";

import type { CheckoutDraft } from "./checkout-draft-schema";

/** The checkout's fields an order was placed with: how it was received, where, how paid, the name to call. */
export function draftOfOrder(order: {
  mode?: string | undefined;
  address: (Omit<Address, "origem" | "uf"> & { uf: string; origem?: string | undefined }) | null;
  paymentMethod: string;
  callName?: string | undefined;
  phone?: string | undefined;
}): CheckoutDraft {
  const { address } = order;
  const delivery = order.mode !== "pickup" && order.mode !== "table";
  const payment = paymentMethods.find((method): method is PaymentMethod => method === order.paymentMethod);
  const uf = brazilianStates.find((state) => state === address?.uf);
  return {
    ...(delivery ? { modo: "entrega" as const } : order.mode === "pickup" ? { modo: "retirada" as const } : {}),
    ...(delivery && address
      ? {
          cep: address.cep,
          origem: address.origem === "manual" ? ("manual" as const) : ("cep" as const),
          rua: address.rua,
          bairro: address.bairro,
          cidade: address.cidade,
          ...(uf ? { uf } : {}),
          numero: address.numero,
          complemento: address.complemento,
        }
      : {}),
    ...(payment ? { pagamento: payment } : {}),
    ...(order.callName ? { nomeParaChamar: order.callName } : {}),
    ...(order.phone ? { celular: phoneText(order.phone) } : {}),
  };
}
