import type { ButtonHTMLAttributes, ReactNode } from "react";

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
  /** The most the value may reach here (a cart line: what the order's other lines leave). */
  max?: number;
}

/**
 * The − value + control. It renders only; the caller decides whether the buttons change local
 * state (cards) or submit a form (cart lines). At a line's limits the step button stays focusable
 * (aria-disabled) so keyboard focus is not thrown away.
 */
export function QuantityControl({ value, label, decrease, increase, max = LINE_QUANTITY.max }: QuantityControlProps) {
  return (
    <div className={styles.control} role="group" aria-label={label}>
      <StepButton {...decrease} aria-label="Diminuir quantidade" atLimit={value <= LINE_QUANTITY.min}>
        <MinusIcon />
      </StepButton>
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      <StepButton {...increase} aria-label="Aumentar quantidade" atLimit={value >= max}>
        <PlusIcon />
      </StepButton>
    </div>
  );
}

function StepButton({
  atLimit,
  onClick,
  children,
  ...props
}: StepButtonProps & { atLimit: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      {...props}
      className={styles.step}
      aria-disabled={atLimit || undefined}
      onClick={(event) => {
        if (atLimit) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {children}
    </button>
  );
}
