import { fieldErrorsOf, useActionFetcher } from "~/lib/platform";
import { toTimeInput, WEEKDAYS } from "~/lib/shop";
import { parseHoursForm, type SettingsSaved } from "~/lib/staff";
import { button } from "~/styles/shared.css";

import { ChangedByOther, FieldError, Saved, type SectionProps } from "./SettingsFeedback";
import * as styles from "./ShopSettingsPanel.css";

export function HoursForm({ settings, changed, saving }: SectionProps) {
  const { fetcher, error } = useActionFetcher<SettingsSaved>("shop-hours");
  const errors = fieldErrorsOf(fetcher.data);
  return (
    <fetcher.Form
      method="post"
      className={styles.block}
      aria-labelledby="horarios-title"
      onSubmit={(event) => {
        const hours = parseHoursForm(new FormData(event.currentTarget));
        if (hours.ok) saving({ section: "hours", hours: hours.value });
      }}
    >
      <h3 id="horarios-title" className={styles.blockTitle}>
        Horários
      </h3>
      <ChangedByOther section="hours" changed={changed} />
      <p className={styles.hint}>
        Horário de Recife. Deixe um dia em branco para fechar nesse dia; sem nenhum horário, a loja fica sempre aberta.
        Fechar antes de abrir vai até a madrugada seguinte.
      </p>
      <input type="hidden" name="intent" value="shop-hours" />
      <input type="hidden" name="visto" value={JSON.stringify(settings.hours)} />
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Dia</th>
            <th scope="col">Abre</th>
            <th scope="col">Fecha</th>
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day, index) => {
            const hours = settings.hours[index];
            return (
              <tr key={day}>
                <th scope="row">{day}</th>
                {(["abre", "fecha"] as const).map((field) => (
                  <td key={field}>
                    <input
                      type="time"
                      name={`${field}-${index}`}
                      aria-label={`${field === "abre" ? "Abre" : "Fecha"} ${day.toLowerCase()}`}
                      defaultValue={hours ? toTimeInput(field === "abre" ? hours.opens : hours.closes) : ""}
                      aria-invalid={errors[`${field}-${index}`] ? true : undefined}
                      aria-describedby={errors[`${field}-${index}`] ? `${field}-${index}-erro` : undefined}
                    />
                    <FieldError id={`${field}-${index}-erro`} message={errors[`${field}-${index}`]} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <button type="submit" className={button.secondary}>
        Salvar horários
      </button>
      <Saved fetcher={fetcher} error={error} />
    </fetcher.Form>
  );
}
