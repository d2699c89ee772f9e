import { useMinuteClock } from "~/lib/platform";
import { shop } from "~/lib/shop";
import { button } from "~/styles/shared.css";

import type { Order } from "./order-schema";
import { whatsAppOrderUrl } from "./whatsapp";

export function WhatsAppOrderLink({ order }: { order: Order }) {
  const now = useMinuteClock();
  if (!shop.whatsapp) return null;
  return (
    <a
      href={whatsAppOrderUrl(shop.whatsapp, order, shop.name, now)}
      target="_blank"
      rel="noopener noreferrer"
      className={button.primary}
      aria-describedby={`whatsapp-hint-${order.id}`}
    >
      Enviar pedido pelo WhatsApp
      <span id={`whatsapp-hint-${order.id}`} hidden>
        Abre o WhatsApp em uma nova aba
      </span>
    </a>
  );
}
