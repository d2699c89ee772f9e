import { lineTotal } from "~/lib/cart";
import { formatBRL, orderLineLabel } from "~/lib/catalogue";
import { formatDeliveryTime, pickupReadyText, scheduledText } from "~/lib/shop";

import { orderNumberText } from "./day-number";
import type { Order } from "./order-schema";
import { OUT_FOR_DELIVERY, READY_FOR_PICKUP } from "./order-statuses";
import {
  formatAddress,
  formatOrderTime,
  isPickup,
  orderTotal,
  paymentMethodLabel,
  paymentMethodLabels,
  shopAddressText,
  tableText,
} from "./orders";
import type { ShopOrder } from "./shop-order";

/** Line breaks or control characters typed into a field would break the message's layout. */
function oneLine(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** `now` places "hoje" or "amanhã" of a scheduled order. */
export function orderMessage(order: Order, shopName: string, now: number): string {
  const address = order.address && {
    ...order.address,
    rua: oneLine(order.address.rua),
    numero: oneLine(order.address.numero),
    complemento: oneLine(order.address.complemento),
    bairro: oneLine(order.address.bairro),
    cidade: oneLine(order.address.cidade),
  };
  const table = tableText(order);
  const pickup = isPickup(order) || !address;
  const estimate = order.scheduledFor ? undefined : order.delivery;
  const payment =
    order.paymentMethod === "dinheiro" && order.changeFor !== null
      ? `${paymentMethodLabels.dinheiro} (Troco para ${formatBRL(order.changeFor)})`
      : paymentMethodLabel(order.paymentMethod);
  return [
    `Olá, ${shopName}! Segue meu pedido.`,
    "",
    `Pedido nº ${orderNumberText(order)} — ${formatOrderTime(order.id)}`,
    ...(order.scheduledFor ? [scheduledText(order.scheduledFor, now)] : []),
    "",
    ...order.cart.map((line) => `${orderLineLabel(line)} — ${formatBRL(lineTotal(line))}`),
    ...(order.coupon ? [`Cupom ${order.coupon.code}: −${formatBRL(order.coupon.amount)}`] : []),
    "",
    ...(pickup
      ? [`Total: ${formatBRL(orderTotal(order))}`]
      : [
          ...(order.delivery
            ? [
                `Taxa de entrega: ${formatBRL(order.delivery.fee)}${estimate ? ` (previsão: ${formatDeliveryTime(estimate)})` : ""}`,
              ]
            : []),
          `Total: ${formatBRL(orderTotal(order))}`,
        ]),
    order.paymentMethod === "pix" || table
      ? `Pagamento: ${payment}`
      : `Pagamento na ${pickup ? "retirada" : "entrega"}: ${payment}`,
    table
      ? `Na ${table.toLowerCase()}`
      : pickup
        ? `Retirada na loja: ${shopAddressText()}${estimate ? ` (${pickupReadyText(estimate).toLowerCase()})` : ""}`
        : `Entrega: ${address ? formatAddress(address) : ""}`,
    ...(order.note ? [`Observações: ${oneLine(order.note)}`] : []),
  ].join("\n");
}

export function whatsAppOrderUrl(number: string, order: Order, shopName: string, now: number): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(orderMessage(order, shopName, now))}`;
}

/** For an order the shop already has: a question about it, never the order again (a duplicate). */
export function whatsAppAboutOrderUrl(
  number: string,
  order: Pick<Order, "id" | "dayNumber">,
  shopName: string,
): string {
  const text = `Olá, ${shopName}! Tenho uma dúvida sobre o meu pedido nº ${orderNumberText(order)}, feito em ${formatOrderTime(order.id)}.`;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/**
 * Staff's "Avisar no WhatsApp", sent from the barista's own phone: when the order is ready at the counter or out for
 * delivery and its shopper gave a mobile; null otherwise.
 */
export function readyNoticeUrl(
  order: Pick<ShopOrder, "id" | "dayNumber" | "status" | "callName" | "phone">,
  shopName: string,
): string | null {
  if (!order.phone) return null;
  const number = orderNumberText(order);
  const news =
    order.status === READY_FOR_PICKUP
      ? `está pronto para retirada na ${shopName}.`
      : order.status === OUT_FOR_DELIVERY
        ? `da ${shopName} saiu para entrega.`
        : null;
  if (!news) return null;
  const greeting = order.callName ? `Oi, ${oneLine(order.callName)}!` : "Oi!";
  return `https://wa.me/55${order.phone}?text=${encodeURIComponent(`${greeting} Seu pedido nº ${number} ${news}`)}`;
}
