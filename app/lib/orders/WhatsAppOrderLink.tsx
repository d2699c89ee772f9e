import { useMinuteClock } from "~/lib/platform";
import type { ShopDetails } from "~/lib/shop";
import { button } from "~/styles/shared.css";

import type { Order } from "./order-schema";
import { whatsAppAboutOrderUrl, whatsAppOrderUrl } from "./whatsapp";

/** The whole order for a shop that may not have it; once it does, only a way to talk about it. */
export function WhatsAppOrderLink({
  order,
  shop,
  shopHasIt = false,
}: {
  order: Order;
  /** "Dados da loja": its number and name. */
  shop: Pick<ShopDetails, "name" | "whatsapp">;
  shopHasIt?: boolean;
}) {
  const now = useMinuteClock();
  if (!shop.whatsapp) return null;
  return (
    <a
      href={
        shopHasIt
          ? whatsAppAboutOrderUrl(shop.whatsapp, order, shop.name)
          : whatsAppOrderUrl(shop.whatsapp, order, shop.name, now)
      }
      target="_blank"
      rel="noopener noreferrer"
      className={shopHasIt ? button.secondary : button.primary}
      aria-describedby={`whatsapp-hint-${order.id}`}
    >
      {shopHasIt ? "Falar com a cafeteria pelo WhatsApp" : "Enviar pedido pelo WhatsApp"}
      <span id={`whatsapp-hint-${order.id}`} hidden>
        Abre o WhatsApp em uma nova aba
      </span>
    </a>
  );
}
