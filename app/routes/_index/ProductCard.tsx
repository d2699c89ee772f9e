import { Link } from "@remix-run/react";
import { useState } from "react";

import type { ChoicesSheet } from "~/lib/cart/choices-sheet.client";
import { AddToCart } from "~/lib/cart/ui";
import {
  cardKeyOf,
  catalogue,
  drinkName,
  formatBRL,
  imageSrc,
  type OptionGroup,
  type Product,
  productImageSize,
  productPath,
} from "~/lib/catalogue";
import { importWhenReachable } from "~/lib/platform";
import { useShopSettings } from "~/root-data";

import { FavoriteButton } from "../../components/FavoriteButton";
import * as styles from "./ProductCard.css";

interface ProductCardProps {
  product: Product;
  favorite: boolean;
  /** Above the fold on a phone: loaded eagerly for LCP. */
  eager: boolean;
}

interface Sheet {
  Sheet: typeof ChoicesSheet;
  groups: readonly OptionGroup[];
  quantity: number;
}

/** True when the drink has no required choice and can go as it is; else opens the sheet that asks them. */
async function addsAsItIs(product: Product, quantity: number, openSheet: (sheet: Sheet) => void): Promise<boolean> {
  const sheets = await importWhenReachable(() => import("~/lib/cart/choices-sheet.client"), { announce: true });
  const groups = sheets.requiredChoices(product);
  if (groups) openSheet({ Sheet: sheets.ChoicesSheet, groups, quantity });
  return groups === null;
}

export function ProductCard({ product, favorite, eager }: ProductCardProps) {
  const soldOut = useShopSettings()?.soldOut.includes(product.description) ?? false;
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const name = drinkName(product.description);
  return (
    // The first paint hides a card by its key (first-paint-filter.ts).
    <li className={styles.card} data-card={cardKeyOf(catalogue, product.description)}>
      <img
        src={imageSrc(product)}
        alt=""
        width={productImageSize.width}
        height={productImageSize.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
      <span className={styles.tag}>{product.type}</span>
      <h3 className={styles.title}>
        <Link to={productPath(product)} className={styles.titleLink}>
          {name}
        </Link>
      </h3>
      <p className={styles.details}>{product.details}</p>
      <div className={styles.footer}>
        <span className={styles.price}>{formatBRL(product.price)}</span>
        <FavoriteButton description={product.description} name={name} favorite={favorite} />
        <AddToCart
          description={product.description}
          soldOut={soldOut}
          onBeforeAdd={(quantity) => addsAsItIs(product, quantity, setSheet)}
        />
        <Link to={productPath(product)} className={styles.customize}>
          Personalizar
        </Link>
      </div>
      {sheet ? (
        <sheet.Sheet
          product={product}
          groups={sheet.groups}
          quantity={sheet.quantity}
          soldOut={soldOut}
          onClose={() => setSheet(null)}
        />
      ) : null}
    </li>
  );
}
