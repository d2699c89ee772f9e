import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { button, page, pageTitle } from "~/styles/shared.css";

import * as styles from "./Carrinho.css";

/** Sized as the empty cart's box and line: the page's largest paint until the cart comes. */
export function CartLoading() {
  return (
    <section className={page} aria-labelledby="cart-title">
      <h1 id="cart-title" className={pageTitle}>
        Carrinho
      </h1>
      <div className={styles.empty} aria-busy="true">
        <p>Carregando seu carrinho… Em um instante ele aparece aqui.</p>
        <span className={`${button.primary} ${styles.placeholder}`} aria-hidden="true">
          Conheça nossos cafés
        </span>
        <noscript>
          <p>Seu carrinho fica guardado neste navegador: ative o JavaScript para vê-lo e fazer o pedido.</p>
        </noscript>
      </div>
    </section>
  );
}

export function EmptyCart({ notice }: { notice: ReactNode }) {
  return (
    <section className={page} aria-labelledby="cart-title">
      <h1 id="cart-title" className={pageTitle}>
        Carrinho
      </h1>
      {notice}
      <div className={styles.empty}>
        <p>Seu carrinho está vazio. Que tal escolher um café?</p>
        <Link to="/" className={button.primary}>
          Conheça nossos cafés
        </Link>
      </div>
    </section>
  );
}
