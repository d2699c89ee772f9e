import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId } from "react";

import type { Order } from "~/lib/orders";
import { formatList, type FormResult, useMinuteClock } from "~/lib/platform";
import { type ShopSettings, slotLabel } from "~/lib/shop";
import { chip } from "~/styles/chips.css";
import * as form from "~/styles/form.css";
import { alert, button, visuallyHidden } from "~/styles/shared.css";

import { repeatWeekDays } from "./repeat-week";
import {
  bookedTimes,
  REPEAT_DAYS_FIELD,
  REPEAT_WEEK_INTENT,
  repeatableAt,
  type RepeatedWeek,
} from "./repeat-week-checkout";
import * as styles from "./RepeatWeekForm.css";
import { useFullSlots } from "./useFullSlots";

/**
 * "Repetir na semana" under an order that repeats (repeatableAt): posts to the page's own action, then shows the
 * orders in Meus pedidos.
 */
export function RepeatWeekForm({
  order,
  orders,
  settings,
}: {
  order: Order;
  /** This device's orders: a day one of them already holds is not offered. */
  orders: readonly Order[];
  settings: ShopSettings;
}) {
  const fetcher = useFetcher<FormResult<RepeatedWeek>>();
  const navigate = useNavigate();
  const id = useId();
  const now = useMinuteClock();
  const at = repeatableAt(order);
  const full = useFullSlots(at !== null, settings.orderAhead.perSlot);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (result?.ok) navigate("/pedidos", { state: { repeatedWeek: result.data.labels } });
  }, [result, navigate]);
  const days = at === null ? [] : repeatWeekDays(at, settings, now, full, bookedTimes(orders));
  if (at === null || days.length === 0) return null;
  return (
    <fetcher.Form method="post" className={`${form.fieldset} ${styles.repeatForm}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={form.legend}>
        Repetir na semana
      </h2>
      <p id={`${id}-hint`} className={form.hint}>
        O mesmo pedido, às {slotLabel(at)}, nos dias escolhidos. Cada dia é um pedido, enviado à loja um depois do
        outro, que você pode cancelar enquanto estiver Pendente.
      </p>
      <input type="hidden" name="intent" value={REPEAT_WEEK_INTENT} />
      <input type="hidden" name="pedido" value={order.id} />
      <fieldset className={styles.days} aria-describedby={`${id}-hint`}>
        <legend className={visuallyHidden}>Dias</legend>
        {days.map((day) => (
          <label key={day.at} className={chip}>
            <input type="checkbox" name={REPEAT_DAYS_FIELD} value={day.at} disabled={day.unavailable !== null} />
            {day.unavailable ? `${day.label} (${day.unavailable})` : day.label}
          </label>
        ))}
      </fieldset>
      <button type="submit" className={`${button.secondary} ${form.wide}`} disabled={fetcher.state !== "idle"}>
        Agendar nos dias escolhidos
      </button>
      {result && !result.ok ? (
        <p role="alert" className={`${alert.error} ${form.wide}`}>
          {result.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** In Meus pedidos after "Agendar nos dias escolhidos": which days were booked. */
export function RepeatedWeekNote() {
  const labels = (useLocation().state as { repeatedWeek?: unknown } | null)?.repeatedWeek;
  if (!Array.isArray(labels) || labels.length === 0) return null;
  return (
    <p role="status" className={alert.info}>
      Agendado também para {formatList(labels.map(String))}. Os pedidos seguem para a loja um depois do outro.
    </p>
  );
}
