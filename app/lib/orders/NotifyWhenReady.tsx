import { useEffect, useState } from "react";

import { importWhenReachable } from "~/lib/platform";
import { button } from "~/styles/shared.css";

type Permission = "unsupported" | NotificationPermission;

/** Asked when it helps, from the shopper's click, never on load: a locked phone still hears that the order is ready. */
export function NotifyWhenReady() {
  const [permission, setPermission] = useState<Permission | null>(null);
  useEffect(() => {
    setPermission(typeof Notification === "undefined" ? "unsupported" : Notification.permission);
  }, []);
  if (permission === "granted")
    return <p>Vamos avisar por notificação quando ficar pronto, mesmo com a página em segundo plano.</p>;
  if (permission !== "default") return null;
  return (
    <button
      type="button"
      className={button.secondary}
      onClick={() =>
        void importWhenReachable(() => import("~/lib/platform/alerts.client"))
          .then(({ askToNotify }) => askToNotify())
          .then(setPermission, (error: unknown) => console.warn("Notifications could not be asked for:", error))
      }
    >
      Avisar quando ficar pronto
    </button>
  );
}
