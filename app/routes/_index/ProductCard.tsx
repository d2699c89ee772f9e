import { Link } from "@remix-run/react";

import { AddToCart } from "~/lib/cart/ui";
import { cardKey, catalogue, formatBRL, type Product, productImageSize, productPath } from "~/lib/catalogue";
import { useShopSettings } from "~/root-data";

import { FavoriteButton } from "../../components/FavoriteButton";
import * as styles from "./ProductCard.css";

interface ProductCardProps {
  product: Product;
  favorite: boolean;
  /** Above the fold on a phone: loaded eagerly for LCP. */
  eager: boolean;
}

export function ProductCard({ product, favorite, eager }: ProductCardProps) {
  const soldOut = useShopSettings()?.soldOut.includes(product.description) ?? false;
  return (
    // The first paint hides a card by its key (first-paint-filter.ts).
    <li className={styles.card} data-card={cardKey(catalogue.indexOf(product))}>
      <img
        src={product.image}
        alt=""
        width={productImageSize.width}
        height={productImageSize.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
      <span className={styles.tag}>{product.type}</span>
      <h3 className={styles.title}>
        <Link to={productPath(product)} className={styles.titleLink}>
          {product.description}
        </Link>
      </h3>
      <p className={styles.details}>{product.details}</p>
      <div className={styles.footer}>
        <span className={styles.price}>{formatBRL(product.price)}</span>
        <FavoriteButton description={product.description} favorite={favorite} />
        <AddToCart description={product.description} soldOut={soldOut} />
        <Link to={productPath(product)} className={styles.customize}>
          Personalizar
        </Link>
      </div>
    </li>
  );
}
