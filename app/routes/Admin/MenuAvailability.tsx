import { FormAlert } from "~/components/FormAlert";
import { catalogue } from "~/lib/catalogue";
import { useActionFetcher } from "~/lib/platform";

import { ChangedByOther, type SectionProps } from "./SettingsFeedback";
import * as styles from "./ShopSettingsPanel.css";

/** One coffee's checkbox, with a fetcher of its own: quick clicks on several never cancel each other. */
function Availability({
  description,
  available,
  saving,
}: {
  description: string;
  available: boolean;
  saving: SectionProps["saving"];
}) {
  const { fetcher, error } = useActionFetcher(`shop-soldout:${description}`);
  return (
    <li>
      <label className={styles.check}>
        {/* Uncontrolled, so a click shows at once; a new key takes the saved state when it arrives. */}
        <input
          key={String(available)}
          type="checkbox"
          defaultChecked={available}
          onChange={(event) => {
            saving({ section: "soldOut", description, available: event.currentTarget.checked });
            fetcher.submit(
              { intent: "shop-soldout", description, available: String(event.currentTarget.checked) },
              { method: "post" },
            );
          }}
        />
        {description} disponível
      </label>
      <FormAlert message={error} />
    </li>
  );
}

export function MenuAvailability({ settings, changed, saving }: SectionProps) {
  return (
    <fieldset className={`${styles.block} ${styles.fieldset}`}>
      <legend className={styles.blockTitle}>Cardápio</legend>
      <ChangedByOther section="soldOut" changed={changed} />
      <ul className={styles.menu}>
        {catalogue.map((product) => (
          <Availability
            key={product.description}
            description={product.description}
            available={!settings.soldOut.includes(product.description)}
            saving={saving}
          />
        ))}
      </ul>
    </fieldset>
  );
}
