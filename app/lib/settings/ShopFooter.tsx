import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

import {
  coffeeShopStructuredData,
  defaultShopSettings,
  instagramUrl,
  phoneText,
  shop,
  shopDetailsOf,
  shopFactsOf,
  shopProfile,
  type ShopSettings,
  siteUrl,
} from "~/lib/shop";

import * as styles from "./ShopFooter.css";

/** The post-build wrote the build's facts; the owner's "Dados da loja" and hours replace them once known. */
function useShopStructuredData(settings: ShopSettings | null, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const script = [...document.querySelectorAll('script[type="application/ld+json"]')].find((element) =>
      element.textContent?.includes('"CafeOrCoffeeShop"'),
    );
    if (!script) return;
    const { hours } = settings ?? defaultShopSettings;
    const facts = shopFactsOf(shopDetailsOf(settings), hours, shop.pixKey !== null);
    script.textContent = JSON.stringify(coffeeShopStructuredData(siteUrl || window.location.origin, facts));
  }, [settings, active]);
}

/** "Dados da loja" in every page's footer, loaded when the page is idle. */
export function ShopFooter({ settings }: { settings: ShopSettings | null }) {
  const details = shopDetailsOf(settings);
  useShopStructuredData(settings, useLocation().pathname === "/");
  const outside = { target: "_blank", rel: "noopener noreferrer" } as const;
  return (
    <>
      <p>
        <strong>{details.name}</strong> · {details.address} — {shopProfile.city}/{shopProfile.state}
      </p>
      {details.phone || details.whatsapp || details.instagram ? (
        <ul className={styles.contacts} aria-label="Contatos da loja">
          {details.phone ? (
            <li>
              Telefone <a href={`tel:+55${details.phone}`}>{phoneText(details.phone)}</a>
            </li>
          ) : null}
          {details.whatsapp ? (
            <li>
              WhatsApp{" "}
              <a href={`https://wa.me/${details.whatsapp}`} {...outside}>
                {phoneText(details.whatsapp)}
              </a>
            </li>
          ) : null}
          {details.instagram ? (
            <li>
              Instagram{" "}
              <a href={instagramUrl(details.instagram)} {...outside}>
                @{details.instagram}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <p>{shop.pixKey ? "Pix ou pagamento na entrega" : "Pagamento na entrega"}</p>
    </>
  );
}
