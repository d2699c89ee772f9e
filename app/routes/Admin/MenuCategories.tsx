import { MENU_LIMITS } from "~/lib/menu";
import { useActionFetcher } from "~/lib/platform";
import { CATEGORY_NAME_FIELD, type ShopChangeData } from "~/lib/staff";
import * as form from "~/styles/form.css";
import { button } from "~/styles/shared.css";

import { useMenuForm } from "./MenuField";
import * as styles from "./MenuPanel.css";
import { type OnSaved, useReportSaved } from "./useReportSaved";

/** The home's chips, in their order: the build's four and the Dono's own ("Salgados"), each a drink's "Tipo". */
export function MenuCategories({
  categories,
  inUse,
  version,
  onSaved,
}: {
  categories: readonly string[];
  /** The categories some drink has: those cannot be removed. */
  inUse: readonly string[];
  version: string | null;
  onSaved: OnSaved;
}) {
  const { fetcher, field, formRef, status, say } = useMenuForm(
    "menu-category-add",
    onSaved,
    "Categoria criada. Escolha-a em “Tipo” nos itens dela: a loja a mostra quando um estiver à venda.",
  );
  const remover = useActionFetcher<ShopChangeData>("menu-category-remove");
  useReportSaved(remover.fetcher, (data) => {
    onSaved(data);
    say("Categoria removida.");
    // Its button is gone with it: the keyboard goes on from the form beside the list.
    formRef.current?.querySelector<HTMLInputElement>(`[name="${CATEGORY_NAME_FIELD}"]`)?.focus();
  });
  const full = categories.length >= MENU_LIMITS.categories;
  return (
    <section aria-labelledby="cardapio-categorias" className={styles.options}>
      <h3 id="cardapio-categorias" className={styles.optionsTitle}>
        Categorias
      </h3>
      <ul className={styles.categories}>
        {categories.map((category) => (
          <li key={category} className={styles.category}>
            {category}
            {inUse.includes(category) ? null : (
              <button
                type="button"
                className={button.ghost}
                aria-label={`Remover ${category}`}
                disabled={remover.fetcher.state !== "idle"}
                onClick={() => {
                  say(null);
                  remover.fetcher.submit(
                    { intent: "menu-category-remove", name: category, versao: version ?? "" },
                    { method: "post" },
                  );
                }}
              >
                Remover
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.hint}>Uma categoria sem itens pode ser removida; as demais ficam enquanto tiverem itens.</p>
      {full ? (
        <p className={styles.hint}>O cardápio já tem {MENU_LIMITS.categories} categorias, o máximo.</p>
      ) : (
        <fetcher.Form
          ref={formRef}
          method="post"
          className={styles.editor}
          aria-label="Nova categoria"
          onSubmit={() => say(null)}
        >
          <input type="hidden" name="intent" value="menu-category-add" />
          <input type="hidden" name="versao" value={version ?? ""} />
          {field(CATEGORY_NAME_FIELD, "Nome da categoria", (props) => (
            <input
              {...props}
              className={form.input}
              autoComplete="off"
              maxLength={MENU_LIMITS.categoryNameLength}
              placeholder="Salgados"
            />
          ))}
          <div className={styles.formActions}>
            <button type="submit" className={button.secondary} disabled={fetcher.state !== "idle"}>
              Criar categoria
            </button>
          </div>
        </fetcher.Form>
      )}
      {/* Outside the form: the save that fills the list takes the form away, and its notice must still be said. */}
      <p role="status" className={styles.hint}>
        {remover.fetcher.state !== "idle" ? "Salvando…" : (remover.error ?? status)}
      </p>
    </section>
  );
}
