import { fieldErrorsOf, useActionFetcher } from "~/lib/platform";
import { MAX_TABLES } from "~/lib/shop";
import { parseTablesForm, type SettingsSaved } from "~/lib/staff";
import { button } from "~/styles/shared.css";

import { NumberField } from "./OrderAheadForm";
import { ChangedByOther, Saved, type SectionProps } from "./SettingsFeedback";
import * as styles from "./ShopSettingsPanel.css";
import { TableQrCodes } from "./TableQrCodes";

/** "Mesas": how many tables order by QR code (0 turns it off), their printed sheet and their codes. */
export function TablesForm({ settings, changed, saving }: SectionProps) {
  const { fetcher, error } = useActionFetcher<SettingsSaved>("shop-tables");
  const errors = fieldErrorsOf(fetcher.data);
  return (
    <div className={styles.block}>
      <fetcher.Form
        method="post"
        className={styles.block}
        aria-labelledby="mesas-title"
        onSubmit={(event) => {
          const parsed = parseTablesForm(new FormData(event.currentTarget));
          if (parsed.ok) saving({ section: "tables", tables: parsed.value });
        }}
      >
        <h3 id="mesas-title" className={styles.blockTitle}>
          Mesas
        </h3>
        <ChangedByOther section="tables" changed={changed} />
        <p className={styles.hint}>
          Clientes pedem da mesa pelo QR code impresso, sem endereço e sem taxa. Com 0, pedidos na mesa ficam
          desligados.
        </p>
        <input type="hidden" name="intent" value="shop-tables" />
        <NumberField
          name="mesas"
          label="Mesas"
          defaultValue={settings.tables}
          min={0}
          max={MAX_TABLES}
          error={errors.mesas}
        />
        <button type="submit" className={button.secondary}>
          Salvar mesas
        </button>
        <Saved fetcher={fetcher} error={error} />
      </fetcher.Form>
      {settings.tables > 0 ? <TableQrCodes count={settings.tables} /> : null}
    </div>
  );
}
