import { useEffect, useRef, useState } from "react";

import { QuantityControl } from "~/components/QuantityControl";
import { useActionFetcher, useHydrated } from "~/lib/platform";

import * as styles from "./AddToCart.css";
import { clampLineQuantity, LINE_QUANTITY } from "./cart-quantity";

const ADD_FEEDBACK_MS = 300;

interface AddToCartProps {
  description: string;
  /** The product page's form: its option fields join it through their `form` attribute. */
  formId?: string;
  blockedBy?: string | undefined;
  soldOut: boolean;
}

export function AddToCart({ description, formId, blockedBy, soldOut }: AddToCartProps) {
  const { fetcher, error } = useActionFetcher(`add-to-cart:${description}`);
  const [quantity, setQuantity] = useState<number>(LINE_QUANTITY.min);
  const [clicked, setClicked] = useState(false);
  const hydrated = useHydrated();
  const soldOutId = `esgotado-${description}`;
  const feedbackTimer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(feedbackTimer.current), []);

  return (
    <fetcher.Form
      id={formId}
      method="post"
      action="/Carrinho"
      className={styles.form}
      onSubmit={() => {
        setClicked(true);
        clearTimeout(feedbackTimer.current);
        feedbackTimer.current = setTimeout(() => {
          setClicked(false);
          setQuantity(LINE_QUANTITY.min);
        }, ADD_FEEDBACK_MS);
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="description" value={description} />
      <input type="hidden" name="quantidade" value={quantity} />
      <QuantityControl
        value={quantity}
        min={LINE_QUANTITY.min}
        max={LINE_QUANTITY.max}
        label={`Quantidade de ${description}`}
        decrease={{ disabled: !hydrated, onClick: () => setQuantity((current) => clampLineQuantity(current - 1)) }}
        increase={{ disabled: !hydrated, onClick: () => setQuantity((current) => clampLineQuantity(current + 1)) }}
      />
      {soldOut ? (
        <p id={soldOutId} className={styles.soldOut}>
          Esgotado
        </p>
      ) : null}
      <button
        type="submit"
        className={styles.addButton}
        data-clicked={clicked}
        disabled={!hydrated || soldOut || !!blockedBy}
        aria-describedby={soldOut ? soldOutId : blockedBy}
      >
        Adicionar ao carrinho
      </button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
