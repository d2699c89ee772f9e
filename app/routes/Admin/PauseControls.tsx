import { FormAlert } from "~/components/FormAlert";
import { useActionFetcher, useMinuteClock } from "~/lib/platform";
import { closedReason, shopStatus } from "~/lib/shop";
import { button } from "~/styles/shared.css";

import { ChangedByOther, type SectionProps } from "./SettingsFeedback";
import * as styles from "./ShopSettingsPanel.css";

export function PauseControl({ settings, changed, saving }: SectionProps) {
  const { fetcher, error } = useActionFetcher("shop-pause");
  const now = useMinuteClock();
  const paused = fetcher.formData ? fetcher.formData.get("paused") === "true" : settings.paused;
  const status = shopStatus({ ...settings, paused }, now);
  return (
    <fetcher.Form
      method="post"
      className={styles.pause}
      onSubmit={(event) =>
        saving({ section: "paused", paused: new FormData(event.currentTarget).get("paused") === "true" })
      }
    >
      <input type="hidden" name="intent" value="shop-pause" />
      <input type="hidden" name="paused" value={String(!paused)} />
      <p className={styles.state} aria-live="polite">
        {status.open ? "Loja aberta: recebendo pedidos." : closedReason(status, now)}
      </p>
      <button type="submit" className={paused ? button.primary : button.secondary}>
        {paused ? "Retomar pedidos" : "Pausar pedidos"}
      </button>
      <ChangedByOther section="paused" changed={changed} />
      <FormAlert message={error} />
    </fetcher.Form>
  );
}

export function PickupControl({ settings, changed, saving }: SectionProps) {
  const { fetcher, error } = useActionFetcher("shop-pickup");
  const pickup = fetcher.formData ? fetcher.formData.get("pickup") === "true" : settings.pickup;
  return (
    <fetcher.Form
      method="post"
      className={styles.pause}
      onSubmit={(event) =>
        saving({ section: "pickup", pickup: new FormData(event.currentTarget).get("pickup") === "true" })
      }
    >
      <input type="hidden" name="intent" value="shop-pickup" />
      <input type="hidden" name="pickup" value={String(!pickup)} />
      <p className={styles.state} aria-live="polite">
        {pickup ? "Retirada na loja: oferecida." : "Retirada na loja: desligada."}
      </p>
      <button type="submit" className={button.secondary}>
        {pickup ? "Desligar retirada na loja" : "Ligar retirada na loja"}
      </button>
      <ChangedByOther section="pickup" changed={changed} />
      <FormAlert message={error} />
    </fetcher.Form>
  );
}
