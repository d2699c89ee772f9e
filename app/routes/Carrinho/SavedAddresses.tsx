import { addressLine, type SavedAddress } from "~/lib/checkout";
import * as form from "~/styles/form.css";
import { button } from "~/styles/shared.css";

import * as styles from "./AddressForm.css";

/** "Meus endereços": a tap fills the address with one the shopper's delivery orders went to. */
export function SavedAddresses({
  addresses,
  onChoose,
}: {
  addresses: readonly SavedAddress[];
  onChoose: (address: SavedAddress) => void;
}) {
  if (addresses.length === 0) return null;
  return (
    <div role="group" aria-labelledby="meus-enderecos" className={`${form.wide} ${styles.saved}`}>
      <p id="meus-enderecos" className={form.label}>
        Meus endereços
      </p>
      <ul className={styles.savedList}>
        {addresses.map((address) => (
          <li key={`${address.cep}|${address.numero}|${address.complemento}`}>
            <button
              type="button"
              className={`${button.secondary} ${styles.savedButton}`}
              onClick={() => onChoose(address)}
            >
              {addressLine(address)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
