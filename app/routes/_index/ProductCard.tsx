import { Link } from "@remix-run/react";

import { cardKey, catalogue, formatBRL, type Product, productImageSize, productPath } from "~/lib/catalogue";

import { AddToCart } from "../../components/AddToCart";
import { FavoriteButton } from "../../components/FavoriteButton";
import * as styles from "./ProductCard.css";

interface ProductCardProps {
  product: Product;
  favorite: boolean;
  /** The first cards are above the fold on a phone: load them eagerly for LCP. */
  eager: boolean;
}

export function ProductCard({ product, favorite, eager }: ProductCardProps) {
  return (
    // Its key in the catalogue, by which the first paint hides it (CARD_ATTRIBUTE, first-paint-filter.ts).
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
        <AddToCart description={product.description} />
        {/* The card adds the defaults; the choices are on the product's page (its card names which). */}
        <Link to={productPath(product)} className={styles.customize}>
          Personalizar
        </Link>
      </div>
    </li>
  );
}
