import type { AppUser } from "~/lib/account";
import { type LoyaltySettings, shopDateText } from "~/lib/shop";
import { alert } from "~/styles/shared.css";

import { CARD_HEADING, changeText, missingText, stampsText } from "./stamp-card";
import * as styles from "./StampCardSection.css";
import { useMyStampCard } from "./useMyStampCard";

/** "Cartão fidelidade" on "Meus pedidos", for a shopper signed in with Google while the shop runs the card. */
export function StampCardSection({ user, loyalty }: { user: AppUser; loyalty: LoyaltySettings }) {
  const state = useMyStampCard(user);
  if (!loyalty.active) return null;
  const perReward = loyalty.stampsPerReward;
  return (
    <section id="cartao-fidelidade" className={styles.section} aria-labelledby="cartao-fidelidade-title">
      <h2 id="cartao-fidelidade-title">{CARD_HEADING}</h2>
      <p>A cada {perReward} bebidas entregues, um café grátis.</p>
      {state.status === "loading" ? <p aria-busy="true">Carregando seu cartão…</p> : null}
      {state.status === "failed" ? (
        <p role="alert" className={alert.error}>
          Não foi possível carregar seu cartão fidelidade agora.
        </p>
      ) : null}
      {state.status === "ready" ? (
        <>
          <ol className={styles.cups} aria-hidden="true">
            {Array.from({ length: perReward }, (_, index) => (
              <li key={index} className={index < state.card.stamps ? `${styles.cup} ${styles.stamped}` : styles.cup}>
                ☕
              </li>
            ))}
          </ol>
          <p className={styles.count} aria-live="polite">
            {stampsText(state.card.stamps, loyalty)}
          </p>
          <p>{missingText(state.card.stamps, loyalty)}</p>
          {state.card.changes.length > 0 ? (
            <>
              <h3>Últimas alterações</h3>
              <ul>
                {state.card.changes.map((change, index) => (
                  <li key={`${change.at}-${index}`}>
                    {shopDateText(change.at)}: {changeText(change)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
