import type { ButtonHTMLAttributes, ReactNode } from "react";

import { MinusIcon, PlusIcon } from "./Icons";
import * as styles from "./QuantityControl.css";

type StepButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "className">;

interface QuantityControlProps {
  value: number;
  label: string;
  decrease: StepButtonProps;
  increase: StepButtonProps;
  min: number;
  max: number;
}

/** At the limits a step button is aria-disabled, not disabled, so keyboard focus is not thrown away. */
export function QuantityControl({ value, label, decrease, increase, min, max }: QuantityControlProps) {
  return (
    <div className={styles.control} role="group" aria-label={label}>
      <StepButton {...decrease} aria-label="Diminuir quantidade" atLimit={value <= min}>
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
