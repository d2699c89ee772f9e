import { useActionFetcher } from "~/hooks/useActionFetcher";
import { lineTotal } from "~/lib/cart";
import { formatBRL } from "~/lib/money";
import type { CartItem } from "~/lib/schemas";
import { button } from "~/styles/shared.css";

import * as styles from "./CartLine.css";
import { QuantityControl } from "./QuantityControl";

/** One line of the order summary; each change is its own form posted to the cart action. */
export function CartLine({ line, soldOut = false }: { line: CartItem; soldOut?: boolean }) {
  const { fetcher, error } = useActionFetcher(`cart-line:${line.description}`);
  return (
    <li className={styles.line}>
      <img src={line.image} alt="" width={64} height={64} loading="lazy" decoding="async" />
      <div>
        <h3 className={styles.name}>{line.description}</h3>
        <p className={styles.unit}>{formatBRL(line.price)} cada</p>
        {soldOut ? <p className={styles.soldOut}>Esgotado</p> : null}
        <fetcher.Form method="post" action="/Carrinho" className={styles.controls}>
          <input type="hidden" name="description" value={line.description} />
          <QuantityControl
            value={line.quantity}
            label={`Quantidade de ${line.description}`}
            decrease={{ type: "submit", name: "intent", value: "decrease" }}
            increase={{ type: "submit", name: "intent", value: "increase" }}
          />
          <button type="submit" name="intent" value="remove" className={button.ghost}>
            Remover
          </button>
        </fetcher.Form>
      </div>
      <span className={styles.total}>{formatBRL(lineTotal(line))}</span>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </li>
  );
}
