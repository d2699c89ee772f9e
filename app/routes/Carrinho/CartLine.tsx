import { type CartItem, cartLineKey, LINE_QUANTITY, lineChoiceNames, lineTotal } from "~/lib/cart";
import { choicesLabel, drinkName, findProduct, formatBRL, imageSrc, isHidden, NOT_SOLD_NOW } from "~/lib/catalogue";
import { useActionFetcher } from "~/lib/platform";
import { button } from "~/styles/shared.css";

import { QuantityControl } from "../../components/QuantityControl";
import * as styles from "./CartLine.css";

/** One line of the order summary; each change is its own form posted to the cart action. */
export function CartLine({ line, soldOut = false, max }: { line: CartItem; soldOut?: boolean; max: number }) {
  const key = cartLineKey(line);
  const choices = choicesLabel(lineChoiceNames(line));
  const name = choices ? `${drinkName(line.description)} (${choices})` : drinkName(line.description);
  const { fetcher, error } = useActionFetcher(`cart-line:${key}`);
  return (
    <li className={styles.line}>
      <img
        src={imageSrc(findProduct(line.description) ?? line)}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
      />
      <div>
        <h3 className={styles.name}>{drinkName(line.description)}</h3>
        {choices ? <p className={styles.choices}>{choices}</p> : null}
        <p className={styles.unit}>{formatBRL(line.price)} cada</p>
        {isHidden(line.description) ? (
          <p className={styles.soldOut}>{NOT_SOLD_NOW}</p>
        ) : soldOut ? (
          <p className={styles.soldOut}>Esgotado</p>
        ) : null}
        <fetcher.Form method="post" action="/Carrinho" className={styles.controls}>
          <input type="hidden" name="line" value={key} />
          <QuantityControl
            value={line.quantity}
            min={LINE_QUANTITY.min}
            max={max}
            label={`Quantidade de ${name}`}
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
