import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from "react";

import * as form from "~/styles/form.css";

interface FieldFrameProps {
  label: string;
  error?: string;
  className?: string;
  children?: ReactNode;
}

function FieldFrame({
  label,
  error,
  className,
  children,
  control,
}: FieldFrameProps & {
  control: (wiring: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={[form.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      {control({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className={form.fieldError}>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}

type FormFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">;

export function FormField({ label, error, className, children, ...input }: FormFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      className={className}
      control={(wiring) => <input className={form.input} {...wiring} {...input} />}
    >
      {children}
    </FieldFrame>
  );
}

type SelectFieldProps = FieldFrameProps & {
  options: readonly string[];
  placeholder: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className" | "children">;

export function SelectField({ label, error, className, children, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      className={className}
      control={(wiring) => (
        <select className={form.input} {...wiring} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    >
      {children}
    </FieldFrame>
  );
}
