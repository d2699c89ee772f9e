import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { QuantityControl } from "~/components/QuantityControl";
import { drinkName } from "~/lib/catalogue";
import { useActionFetcher, useHydrated } from "~/lib/platform";

import * as styles from "./AddToCart.css";
import { clampLineQuantity, LINE_QUANTITY } from "./cart-quantity";

interface AddToCartProps {
  description: string;
  /** The product page's form: its option fields join it through their `form` attribute. */
  formId?: string;
  blockedBy?: string | undefined;
  soldOut: boolean;
  /** Why it cannot be added, when not "Esgotado" (a drink the Dono took off the menu). */
  unavailableText?: string | undefined;
  /** Asked before adding: false when it takes over (the card's sheet of required choices). */
  onBeforeAdd?: ((quantity: number) => Promise<boolean>) | undefined;
  /** The quantity already chosen elsewhere (the card's, for its sheet). */
  initialQuantity?: number | undefined;
  /** Once the cart has the line. */
  onAdded?: (() => void) | undefined;
}

export function AddToCart({
  description,
  formId,
  blockedBy,
  soldOut,
  unavailableText = "Esgotado",
  onBeforeAdd,
  onAdded,
  initialQuantity = LINE_QUANTITY.min,
}: AddToCartProps) {
  const { fetcher, error } = useActionFetcher(`add-to-cart:${description}`);
  const [quantity, setQuantity] = useState<number>(initialQuantity);
  const [added, setAdded] = useState(false);
  const [before, setBefore] = useState<"idle" | "checking" | "failed">("idle");
  const hydrated = useHydrated();
  const soldOutId = `esgotado-${description}`;
  // Each answer is a new object: a render may never see the fetcher busy when the cart answers at once.
  const answered = useRef(fetcher.data);
  const addedCallback = useRef(onAdded);
  addedCallback.current = onAdded;

  // Said once the cart has it, while the page's data reloads behind; a refused add shows its error instead.
  useEffect(() => {
    if (fetcher.state === "submitting") {
      setAdded(false);
    } else if (fetcher.data !== answered.current) {
      answered.current = fetcher.data;
      if (fetcher.data?.ok) {
        setAdded(true);
        setQuantity(LINE_QUANTITY.min);
        addedCallback.current?.();
      }
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      id={formId}
      method="post"
      action="/Carrinho"
      className={styles.form}
      onSubmit={(event) => {
        if (!onBeforeAdd) return;
        event.preventDefault();
        const form = event.currentTarget;
        setBefore("checking");
        onBeforeAdd(quantity).then(
          (go) => {
            setBefore("idle");
            if (go) fetcher.submit(form);
          },
          (failure: unknown) => {
            console.error("The drink's choices could not be opened:", failure);
            setBefore("failed");
          },
        );
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="description" value={description} />
      <input type="hidden" name="quantidade" value={quantity} />
      <QuantityControl
        value={quantity}
        min={LINE_QUANTITY.min}
        max={LINE_QUANTITY.max}
        label={`Quantidade de ${drinkName(description)}`}
        decrease={{ disabled: !hydrated, onClick: () => setQuantity((current) => clampLineQuantity(current - 1)) }}
        increase={{ disabled: !hydrated, onClick: () => setQuantity((current) => clampLineQuantity(current + 1)) }}
      />
      {soldOut ? (
        <p id={soldOutId} className={styles.soldOut}>
          {unavailableText}
        </p>
      ) : null}
      <button
        type="submit"
        className={styles.addButton}
        disabled={!hydrated || soldOut || !!blockedBy || before === "checking"}
        aria-describedby={soldOut ? soldOutId : blockedBy}
      >
        Adicionar ao carrinho
      </button>
      {error || before === "failed" ? (
        <p role="alert" className={styles.error}>
          {error ?? "Não foi possível abrir as escolhas deste café. Tente de novo."}
        </p>
      ) : null}
      <p role="status" className={styles.added}>
        {added ? (
          <>
            Adicionado ao carrinho. <Link to="/Carrinho">Ver carrinho</Link>
          </>
        ) : null}
      </p>
    </fetcher.Form>
  );
}
