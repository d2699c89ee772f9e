import type { ReactNode } from "react";

import { orderNumberText, type ShopOrder } from "~/lib/orders";
import { newOrderMessage, type NotificationState, type SoundState, type StaffAlerts } from "~/lib/staff";
import { alert, button } from "~/styles/shared.css";

import * as styles from "./StaffAlerts.css";

const soundText: Record<SoundState, string> = {
  loading: "Alerta sonoro desativado.",
  unsupported: "Este navegador não toca o alerta sonoro. Deixe esta página à vista para ver os pedidos novos.",
  off: "Alerta sonoro desativado.",
  on: "Alerta sonoro ativado: toca quando chega um pedido e a cada 30 segundos enquanto houver pedido pendente.",
  "needs-gesture":
    "Alerta sonoro ativado, mas o navegador só libera o som depois de um toque: toque em qualquer lugar desta página ou aperte uma tecla.",
};

const notificationText: Record<NotificationState, string> = {
  loading: "Notificações desativadas.",
  unsupported: "Este navegador não mostra notificações do sistema. Deixe esta aba à vista ou use o alerta sonoro.",
  off: "Notificações desativadas: avisam do pedido com esta aba em segundo plano.",
  on: "Notificações ativadas: um aviso do sistema aparece quando chega um pedido com esta aba em segundo plano.",
  denied:
    "O navegador bloqueou as notificações desta loja. Para recebê-las, permita as notificações nas configurações do site (no ícone ao lado do endereço) e toque em “Ativar notificações” de novo.",
  dismissed: "As notificações não foram permitidas. Toque em “Ativar notificações” para responder de novo.",
};

/** This device's choices for the orders: its alerts, and `children` (the ticket's paper). */
export function StaffAlertControls({ alerts, children }: { alerts: StaffAlerts; children?: ReactNode }) {
  const { sound, notifications } = alerts;
  const soundOn = sound === "on" || sound === "needs-gesture";
  return (
    <section className={styles.panel} aria-labelledby="alertas-title">
      <h2 id="alertas-title" className={styles.title}>
        Neste aparelho
      </h2>
      <div className={styles.control}>
        <p className={styles.state} aria-live="polite">
          {soundText[sound]}
        </p>
        {sound === "unsupported" ? null : (
          <button
            type="button"
            className={soundOn ? button.secondary : button.primary}
            disabled={sound === "loading"}
            onClick={alerts.toggleSound}
          >
            {soundOn ? "Desativar alerta sonoro" : "Ativar alerta sonoro"}
          </button>
        )}
      </div>
      <div className={styles.control}>
        <p className={notifications === "denied" ? `${styles.state} ${alert.error}` : styles.state} aria-live="polite">
          {notificationText[notifications]}
        </p>
        {notifications === "unsupported" ? null : (
          <button
            type="button"
            className={notifications === "on" ? button.secondary : button.primary}
            disabled={notifications === "loading"}
            onClick={alerts.toggleNotifications}
          >
            {notifications === "on" ? "Desativar notificações" : "Ativar notificações"}
          </button>
        )}
      </div>
      {children}
    </section>
  );
}

export function NewOrderAnnouncements({ alerts }: { alerts: StaffAlerts }) {
  return (
    <div role="status" className={styles.announcements}>
      {alerts.announced.map((order) => (
        <p key={order.docId} className={styles.announcement}>
          {newOrderMessage(order)}
        </p>
      ))}
    </div>
  );
}

/** A cancel staff did not make here (the shopper's, say) stays on screen until they say they saw it. */
export function CancelAlerts({
  cancelled,
  seen,
}: {
  cancelled: readonly Pick<ShopOrder, "docId" | "id" | "dayNumber">[];
  seen: (docId: string) => void;
}) {
  if (cancelled.length === 0) return null;
  return (
    <div role="alert">
      {cancelled.map((order) => (
        <p key={order.docId} className={alert.error}>
          Pedido nº {orderNumberText(order)} cancelado: não prepare.{" "}
          <button
            type="button"
            className={button.secondary}
            aria-label={`Ok, visto o cancelamento do pedido nº ${orderNumberText(order)}`}
            onClick={() => seen(order.docId)}
          >
            Ok, visto
          </button>
        </p>
      ))}
    </div>
  );
}
