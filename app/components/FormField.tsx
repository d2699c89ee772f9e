import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import * as styles from "./AddressForm.css";

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  label: string;
  /** A message from the last submission; marks the input invalid. */
  error?: string;
  className?: string;
  /** Shown under the input, e.g. the CEP lookup's state. */
  children?: ReactNode;
}

/** A labelled input with its error wired up for screen readers. */
export function FormField({ label, error, className, children, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
