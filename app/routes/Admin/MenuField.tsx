import { type ReactNode, useId } from "react";

import * as form from "~/styles/form.css";

import * as styles from "./MenuPanel.css";
import { FieldError } from "./SettingsFeedback";

type FieldProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/** "Cardápio"'s labelled fields: the control described by its hint and by its error, said beside it. */
export function useMenuField(errors: Partial<Record<string, string>>) {
  const base = useId();
  const id = (name: string) => `${base}${name}`;
  return (
    name: string,
    label: string,
    control: (props: FieldProps) => ReactNode,
    { wide = false, hint }: { wide?: boolean; hint?: string } = {},
  ) => {
    const message = errors[name];
    const described = [hint ? id(`${name}-dica`) : "", message ? id(`${name}-erro`) : ""].filter(Boolean).join(" ");
    return (
      <div className={`${form.field} ${wide ? styles.wide : ""}`}>
        <label className={form.label} htmlFor={id(name)}>
          {label}
        </label>
        {control({
          id: id(name),
          name,
          "aria-invalid": message ? true : undefined,
          "aria-describedby": described || undefined,
        })}
        {hint ? (
          <span id={id(`${name}-dica`)} className={styles.hint}>
            {hint}
          </span>
        ) : null}
        <FieldError id={id(`${name}-erro`)} message={message} />
      </div>
    );
  };
}
