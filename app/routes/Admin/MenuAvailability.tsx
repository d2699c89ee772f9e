import { FormAlert } from "~/components/FormAlert";
import { catalogue } from "~/lib/catalogue";
import { useActionFetcher } from "~/lib/platform";
import { useSavedMenu } from "~/lib/staff";

import { ChangedByOther, type SectionProps } from "./SettingsFeedback";
import * as styles from "./ShopSettingsPanel.css";

/** One coffee's checkbox, with a fetcher of its own: quick clicks on several never cancel each other. */
function Availability({
  description,
  name,
  available,
  saving,
}: {
  description: string;
  /** The drink's name now: `description` is its id, what the sold-out list and orders keep. */
  name: string;
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
        {name} disponível
      </label>
      <FormAlert message={error} />
    </li>
  );
}

/** The drinks the shop sells now: the Dono's menu, live (the build's list until it is read). */
function useShownDrinks(): readonly { id: string; name: string }[] {
  const live = useSavedMenu();
  if (live.status !== "ready" || !live.value) {
    return catalogue.map((product) => ({ id: product.description, name: product.description }));
  }
  return live.value.menu.drinks.filter((drink) => !drink.hidden);
}

export function MenuAvailability({ settings, changed, saving }: SectionProps) {
  const drinks = useShownDrinks();
  return (
    <fieldset className={`${styles.block} ${styles.fieldset}`}>
      <legend className={styles.blockTitle}>Cardápio</legend>
      <ChangedByOther section="soldOut" changed={changed} />
      <ul className={styles.menu}>
        {drinks.map((drink) => (
          <Availability
            key={drink.id}
            description={drink.id}
            name={drink.name}
            available={!settings.soldOut.includes(drink.id)}
            saving={saving}
          />
        ))}
      </ul>
    </fieldset>
  );
}
