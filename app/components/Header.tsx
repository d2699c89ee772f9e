import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { visuallyHidden } from "~/styles/shared.css";

import * as styles from "./Header.css";
import { CartIcon, LogoMark, PinIcon } from "./Icons";

interface HeaderProps {
  shopName: string;
  city: string;
  cartCount: number;
  /** The sign-in control; the header only reserves its place. */
  accountSlot: ReactNode;
}

function itemsLabel(count: number): string {
  return count === 1 ? "1 item" : `${count} itens`;
}

export function Header({ shopName, city, cartCount, accountSlot }: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label={`${shopName} — página inicial`}>
          <LogoMark />
          <span className={styles.logoText}>{shopName}</span>
        </Link>
        <div className={styles.actions}>
          <span className={styles.location}>
            <PinIcon width={16} height={16} />
            {city}
          </span>
          {accountSlot}
          <Link to="/Carrinho" className={styles.cartLink}>
            <CartIcon />
            <span className={visuallyHidden}>Carrinho</span>
            {cartCount > 0 ? (
              <span className={styles.badge}>
                {cartCount}
                <span className={visuallyHidden}> {cartCount === 1 ? "item" : "itens"}</span>
              </span>
            ) : null}
          </Link>
          <span role="status" className={visuallyHidden}>
            {cartCount > 0 ? `Carrinho com ${itemsLabel(cartCount)}` : ""}
          </span>
        </div>
      </div>
    </header>
  );
}
