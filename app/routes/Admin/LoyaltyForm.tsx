import { formatBRL } from "~/lib/catalogue";
import { fieldErrorsOf, useActionFetcher } from "~/lib/platform";
import { MAX_STAMPS_PER_REWARD } from "~/lib/shop";
import { parseLoyaltyForm, type SettingsSaved } from "~/lib/staff";
import * as form from "~/styles/form.css";
import { button } from "~/styles/shared.css";

import { ChangedByOther, FieldError, Saved, type SectionProps } from "./SettingsFeedback";
import * as styles from "./ShopSettingsPanel.css";

/** "Cartão fidelidade": on or off, the stamps a free coffee takes and the most it may cost the shop. */
export function LoyaltyForm({ settings, changed, saving }: SectionProps) {
  const { fetcher, error } = useActionFetcher<SettingsSaved>("shop-loyalty");
  const errors = fieldErrorsOf(fetcher.data);
  const { active, stampsPerReward, maxReward } = settings.loyalty;
  const field = (name: string) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${name}-erro` : undefined,
  });
  return (
    <fetcher.Form
      method="post"
      className={styles.block}
      aria-labelledby="cartao-fidelidade-loja-title"
      onSubmit={(event) => {
        const parsed = parseLoyaltyForm(new FormData(event.currentTarget));
        if (parsed.ok) saving({ section: "loyalty", loyalty: parsed.value });
      }}
    >
      <h3 id="cartao-fidelidade-loja-title" className={styles.blockTitle}>
        Cartão fidelidade
      </h3>
      <ChangedByOther section="loyalty" changed={changed} />
      <p className={styles.hint}>Cada bebida entregue vale um selo; o cartão cheio vale uma bebida grátis.</p>
      <input type="hidden" name="intent" value="shop-loyalty" />
      <label className={styles.check}>
        <input type="checkbox" name="fidelidade-ativo" defaultChecked={active} />
        Cartão fidelidade ativo
      </label>
      <div className={form.field}>
        <label className={form.label} htmlFor="selos-premio">
          Selos para um prêmio
        </label>
        <input
          id="selos-premio"
          name="selos-premio"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_STAMPS_PER_REWARD}
          step={1}
          required
          className={form.input}
          defaultValue={stampsPerReward}
          {...field("selos-premio")}
        />
        <FieldError id="selos-premio-erro" message={errors["selos-premio"]} />
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor="premio-maximo">
          Valor máximo do prêmio (R$)
        </label>
        <input
          id="premio-maximo"
          name="premio-maximo"
          inputMode="decimal"
          required
          className={form.input}
          defaultValue={formatBRL(maxReward).replace(/^R\$\s*/, "")}
          {...field("premio-maximo")}
        />
        <FieldError id="premio-maximo-erro" message={errors["premio-maximo"]} />
      </div>
      <button type="submit" className={button.secondary}>
        Salvar cartão fidelidade
      </button>
      <Saved fetcher={fetcher} error={error} />
    </fetcher.Form>
  );
}
