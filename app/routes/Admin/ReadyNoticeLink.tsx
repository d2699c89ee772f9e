import { readyNoticeUrl, type ShopOrder } from "~/lib/orders";
import { shopDetailsOf } from "~/lib/shop";
import { useShopSettings } from "~/root-data";
import { button } from "~/styles/shared.css";

/** wa.me on the barista's own phone: nothing is sent by the shop's systems, nothing can get the number banned. */
export function ReadyNoticeLink({ order, describedBy }: { order: ShopOrder; describedBy: string }) {
  const url = readyNoticeUrl(order, shopDetailsOf(useShopSettings()).name);
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={button.secondary} aria-describedby={describedBy}>
      Avisar no WhatsApp
    </a>
  );
}
