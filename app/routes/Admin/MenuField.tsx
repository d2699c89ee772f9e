import { type ReactNode, useId, useRef, useState } from "react";

import { fieldErrorsOf, useActionFetcher } from "~/lib/platform";
import type { ShopChangeData } from "~/lib/staff";
import * as form from "~/styles/form.css";

import * as styles from "./MenuPanel.css";
import { FieldError } from "./SettingsFeedback";
import { type OnSaved, useReportSaved } from "./useReportSaved";

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

/**
 * A "Cardápio" form emptied once saved: its fetcher, its labelled fields, and the line that says how it went
 * (`savedText` once saved; `say` for another of the section's saves).
 */
export function useMenuForm(key: string, onSaved: OnSaved, savedText: string) {
  const { fetcher, error } = useActionFetcher<ShopChangeData>(key);
  const errors = fieldErrorsOf(fetcher.data);
  const field = useMenuField(errors);
  const formRef = useRef<HTMLFormElement>(null);
  const [notice, say] = useState<string | null>(null);
  useReportSaved(fetcher, (data) => {
    onSaved(data);
    say(savedText);
    formRef.current?.reset();
  });
  const status = fetcher.state !== "idle" ? "Salvando…" : Object.keys(errors).length > 0 ? "" : (error ?? notice ?? "");
  return { fetcher, field, formRef, status, say };
}
