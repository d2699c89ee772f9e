import type { ButtonHTMLAttributes } from "react";

import { LINE_QUANTITY } from "~/lib/cart";

import { MinusIcon, PlusIcon } from "./Icons";
import * as styles from "./QuantityControl.css";

type StepButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "className">;

interface QuantityControlProps {
  value: number;
  /** Names the group for screen readers, e.g. "Quantidade de Latte". */
  label: string;
  decrease: StepButtonProps;
  increase: StepButtonProps;
}

/**
 * The − value + control. It renders only; the caller decides whether the buttons change local
 * state (cards) or submit a form (cart lines). At a line's limits the step button stays focusable
 * (aria-disabled) so keyboard focus is not thrown away.
 */
export function QuantityControl({ value, label, decrease, increase }: QuantityControlProps) {
  const atMinimum = value <= LINE_QUANTITY.min;
  const atMaximum = value >= LINE_QUANTITY.max;
  return (
    <div className={styles.control} role="group" aria-label={label}>
      <button
        type="button"
        {...decrease}
        className={styles.step}
        aria-label="Diminuir quantidade"
        aria-disabled={atMinimum || undefined}
        onClick={(event) => {
          if (atMinimum) event.preventDefault();
          else decrease.onClick?.(event);
        }}
      >
        <MinusIcon />
      </button>
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        {...increase}
        className={styles.step}
        aria-label="Aumentar quantidade"
        aria-disabled={atMaximum || undefined}
        onClick={(event) => {
          if (atMaximum) event.preventDefault();
          else increase.onClick?.(event);
        }}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
