import { FormAlert } from "~/components/FormAlert";
import { catalogue } from "~/lib/catalogue";
import { useActionFetcher } from "~/lib/platform";
import { useSavedMenu } from "~/lib/staff";

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

/** The drinks the shop sells now: the Dono's menu, live (the build's list until it is read). */
function useShownDrinks(): readonly string[] {
  const live = useSavedMenu();
  if (live.status !== "ready" || !live.value) return catalogue.map((product) => product.description);
  return live.value.menu.drinks.filter((drink) => !drink.hidden).map((drink) => drink.id);
}

export function MenuAvailability({ settings, changed, saving }: SectionProps) {
  const drinks = useShownDrinks();
  return (
    <fieldset className={`${styles.block} ${styles.fieldset}`}>
      <legend className={styles.blockTitle}>Cardápio</legend>
      <ChangedByOther section="soldOut" changed={changed} />
      <ul className={styles.menu}>
        {drinks.map((description) => (
          <Availability
            key={description}
            description={description}
            available={!settings.soldOut.includes(description)}
            saving={saving}
          />
        ))}
      </ul>
    </fieldset>
  );
}
