import { useEffect, useRef } from "react";

import { drinkName, type OptionGroup, type Product } from "~/lib/catalogue";
import { button } from "~/styles/shared.css";

import * as styles from "./ChoicesSheet.css";
import { ProductChoices } from "./ProductChoices";

/** The card's "Adicionar ao carrinho" for a drink with required choices: asked here, never assumed. */
export function ChoicesSheet({
  product,
  groups,
  soldOut,
  quantity,
  onClose,
}: {
  product: Product;
  groups: readonly OptionGroup[];
  soldOut: boolean;
  /** The card's. */
  quantity: number;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const titleId = "escolhas-do-cartao-titulo";
  return (
    <dialog ref={dialog} className={styles.sheet} aria-labelledby={titleId} onClose={onClose}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Escolha seu {drinkName(product.description)}
        </h2>
        <button type="button" className={button.ghost} onClick={() => dialog.current?.close()}>
          Fechar
        </button>
      </div>
      <ProductChoices
        product={product}
        groups={groups}
        soldOut={soldOut}
        formId="escolhas-do-cartao"
        onAdded={() => dialog.current?.close()}
        initialQuantity={quantity}
      />
    </dialog>
  );
}
