import { MENU_LIMITS } from "~/lib/menu";
import { choiceFieldNames, groupChoosings, groupFieldNames } from "~/lib/staff";
import * as form from "~/styles/form.css";
import { button } from "~/styles/shared.css";

import { useMenuForm } from "./MenuField";
import * as styles from "./MenuPanel.css";
import type { OnSaved } from "./useReportSaved";

/** "Novo grupo de opções": a name, how many the shopper picks, and its first choice; drinks check it in "Editar". */
export function NewGroup({ version, onSaved, full }: { version: string | null; onSaved: OnSaved; full: boolean }) {
  const { fetcher, field, formRef, status, say } = useMenuForm(
    "menu-group-add",
    onSaved,
    "Grupo criado. Marque-o em “Opções deste café” nos cafés que o oferecem.",
  );
  if (full) {
    return <p className={styles.hint}>O cardápio já tem {MENU_LIMITS.groups} grupos de opções, o máximo.</p>;
  }
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      className={styles.editor}
      aria-label="Novo grupo de opções"
      onSubmit={() => say(null)}
    >
      <input type="hidden" name="intent" value="menu-group-add" />
      <input type="hidden" name="versao" value={version ?? ""} />
      {field(groupFieldNames.name, "Nome do grupo", (props) => (
        <input {...props} className={form.input} autoComplete="off" />
      ))}
      {field(groupFieldNames.choosing, "O cliente escolhe", (props) => (
        <select {...props} className={form.input} defaultValue="uma">
          {Object.entries(groupChoosings).map(([value, choosing]) => (
            <option key={value} value={value}>
              {choosing.label}
            </option>
          ))}
        </select>
      ))}
      {field(choiceFieldNames.name, "Primeira opção", (props) => (
        <input {...props} className={form.input} autoComplete="off" />
      ))}
      {field(choiceFieldNames.price, "Preço da primeira opção", (props) => (
        <input {...props} className={form.input} inputMode="decimal" autoComplete="off" defaultValue="0,00" />
      ))}
      <div className={styles.formActions}>
        <button type="submit" className={button.secondary} disabled={fetcher.state !== "idle"}>
          Criar grupo
        </button>
      </div>
      <p role="status" className={`${styles.hint} ${styles.wide}`}>
        {status}
      </p>
    </fetcher.Form>
  );
}
