import type { CheckoutFieldErrors, ScheduleChoiceState } from "~/lib/checkout";
import { dayLabel, slotLabel } from "~/lib/shop";
import * as form from "~/styles/form.css";

import * as styles from "./PaymentOptions.css";

interface ScheduleChoiceProps {
  schedule: ScheduleChoiceState;
  now: number;
  onWhen: (when: "agora" | "agendar") => void;
  onDay: (day: number) => void;
  onSlot: (slot: number) => void;
  errors: CheckoutFieldErrors;
}

/** "Quando?": now, or a 15-minute slot of the shop's next days. */
export function ScheduleChoice({ schedule, now, onWhen, onDay, onSlot, errors }: ScheduleChoiceProps) {
  const { when, nowUnavailable, days, day, slots, slot, slotGone } = schedule;
  const slotError = slotGone ? "O horário escolhido não está mais disponível. Escolha outro." : errors.horario;
  return (
    <fieldset className={form.fieldset}>
      <legend className={form.legend}>Quando?</legend>
      <div className={`${styles.options} ${form.wide}`}>
        <label className={styles.option}>
          <input
            type="radio"
            name="quando"
            value="agora"
            className={styles.radio}
            checked={when === "agora"}
            disabled={nowUnavailable !== null}
            aria-describedby={nowUnavailable ? "agora-indisponivel" : undefined}
            onChange={() => onWhen("agora")}
          />
          Agora
        </label>
        <label className={styles.option}>
          <input
            type="radio"
            name="quando"
            value="agendar"
            className={styles.radio}
            checked={when === "agendar"}
            onChange={() => onWhen("agendar")}
          />
          Agendar
        </label>
      </div>
      {nowUnavailable ? (
        <p className={form.hint} id="agora-indisponivel">
          Agora não: {nowUnavailable} Agende para um horário em que a loja esteja aberta.
        </p>
      ) : null}
      {when === "agendar" ? (
        <>
          <div className={`${form.field} ${form.half}`}>
            <label className={form.label} htmlFor="dia">
              Dia
            </label>
            <select
              id="dia"
              name="dia"
              className={form.input}
              value={day}
              onChange={(event) => onDay(Number(event.currentTarget.value))}
            >
              {days.map((option) => (
                <option key={option} value={option}>
                  {dayLabel(option, now)}
                </option>
              ))}
            </select>
          </div>
          <div className={`${form.field} ${form.half}`}>
            <label className={form.label} htmlFor="horario">
              Horário
            </label>
            <select
              id="horario"
              name="horario"
              className={form.input}
              value={slot ?? ""}
              aria-invalid={slotError ? true : undefined}
              aria-describedby={slotError ? "horario-erro" : undefined}
              onChange={(event) => onSlot(Number(event.currentTarget.value))}
            >
              {slots.length === 0 ? <option value="">Nenhum horário livre neste dia</option> : null}
              {slots.length > 0 && slot === null ? <option value="">Escolha um horário</option> : null}
              {slots.map((option) => (
                <option key={option} value={option}>
                  {slotLabel(option)}
                </option>
              ))}
            </select>
            {slotError ? (
              <p id="horario-erro" className={form.fieldError}>
                {slotError}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
