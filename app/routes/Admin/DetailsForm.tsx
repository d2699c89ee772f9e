import { fieldErrorsOf, useActionFetcher } from "~/lib/platform";
import { phoneText, SHOP_ADDRESS_MAX, SHOP_NAME_MAX, shopDetailsOf } from "~/lib/shop";
import { parseDetailsForm, type SettingsSaved } from "~/lib/staff";
import * as form from "~/styles/form.css";
import { button } from "~/styles/shared.css";

import { ChangedByOther, FieldError, Saved, type SectionProps } from "./SettingsFeedback";
import * as styles from "./ShopSettingsPanel.css";

const fields = [
  { name: "nome-loja", label: "Nome da loja", max: SHOP_NAME_MAX, required: true },
  { name: "endereco-loja", label: "Endereço", max: SHOP_ADDRESS_MAX, required: true, autoComplete: "street-address" },
  { name: "telefone-loja", label: "Telefone", type: "tel", hint: "Com DDD, como (81) 3224-0000" },
  {
    name: "whatsapp-loja",
    label: "WhatsApp",
    type: "tel",
    hint: "Com DDD: os pedidos enviados pelo WhatsApp vão para ele",
  },
  { name: "instagram-loja", label: "Instagram", hint: "O perfil, como @cafeteria" },
] as const;

/** "Dados da loja": the shop's name, address and contacts, shown in every page's footer and to search engines. */
export function DetailsForm({ settings, changed, saving }: SectionProps) {
  const { fetcher, error } = useActionFetcher<SettingsSaved>("shop-details");
  const errors = fieldErrorsOf(fetcher.data);
  const details = shopDetailsOf(settings);
  const values: Record<(typeof fields)[number]["name"], string> = {
    "nome-loja": details.name,
    "endereco-loja": details.address,
    "telefone-loja": details.phone ? phoneText(details.phone) : "",
    "whatsapp-loja": details.whatsapp ? phoneText(details.whatsapp) : "",
    "instagram-loja": details.instagram ? `@${details.instagram}` : "",
  };
  return (
    <fetcher.Form
      method="post"
      className={styles.block}
      aria-labelledby="dados-da-loja-title"
      onSubmit={(event) => {
        const parsed = parseDetailsForm(new FormData(event.currentTarget));
        if (parsed.ok) saving({ section: "details", details: parsed.value });
      }}
    >
      <h3 id="dados-da-loja-title" className={styles.blockTitle}>
        Dados da loja
      </h3>
      <ChangedByOther section="details" changed={changed} />
      <p className={styles.hint}>Aparecem no rodapé de todas as páginas e para os buscadores.</p>
      <input type="hidden" name="intent" value="shop-details" />
      {fields.map((field) => {
        const message = errors[field.name];
        const hintId = "hint" in field ? `${field.name}-dica` : undefined;
        const describedBy = [hintId, message ? `${field.name}-erro` : undefined].filter(Boolean).join(" ");
        return (
          <div key={field.name} className={`${form.field} ${styles.wideField}`}>
            <label className={form.label} htmlFor={field.name}>
              {field.label}
            </label>
            {hintId && "hint" in field ? (
              <p id={hintId} className={styles.hint}>
                {field.hint}
              </p>
            ) : null}
            <input
              id={field.name}
              name={field.name}
              type={"type" in field ? field.type : "text"}
              maxLength={"max" in field ? field.max : 40}
              required={"required" in field}
              autoComplete={"autoComplete" in field ? field.autoComplete : "off"}
              className={form.input}
              defaultValue={values[field.name]}
              aria-invalid={message ? true : undefined}
              aria-describedby={describedBy || undefined}
            />
            <FieldError id={`${field.name}-erro`} message={message} />
          </div>
        );
      })}
      <button type="submit" className={button.secondary}>
        Salvar dados da loja
      </button>
      <Saved fetcher={fetcher} error={error} />
    </fetcher.Form>
  );
}
