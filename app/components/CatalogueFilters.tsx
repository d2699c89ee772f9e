import { Form, useNavigate, useSubmit } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { productTypes } from "~/lib/catalogue";
import { filterSearch, isFilterActive, parseCatalogueFilter, type CatalogueFilter } from "~/lib/filters";
import { button } from "~/styles/shared.css";
import * as styles from "./CatalogueFilters.css";
import { FilterIcon, HeartIcon } from "./Icons";

/**
 * The filter is the URL (`?nome=…&tipo=…`): this form only navigates, so back/forward,
 * reload and shared links all show the same list.
 */
export function CatalogueFilters({ filter }: { filter: CatalogueFilter }) {
  const [open, setOpen] = useState(() => isFilterActive(filter));
  const searchRef = useRef<HTMLInputElement>(null);
  const submit = useSubmit();
  const navigate = useNavigate();
  const panelId = useId();
  const searchId = useId();

  // Back/forward changes the URL under the box: show what the URL says.
  useEffect(() => {
    if (searchRef.current && searchRef.current.value !== filter.nome) searchRef.current.value = filter.nome;
  }, [filter.nome]);

  const go = (next: CatalogueFilter, replace: boolean) =>
    submit(filterSearch(next).slice(1), { method: "get", action: "/?index", replace, preventScrollReset: true });

  return (
    <div>
      <button
        type="button"
        className={button.secondary}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <FilterIcon />
        Filtrar
      </button>
      <Form
        id={panelId}
        method="get"
        role="search"
        className={styles.form}
        hidden={!open}
        preventScrollReset
        onSubmit={(event) => {
          event.preventDefault();
          const submitter = event.nativeEvent instanceof SubmitEvent ? event.nativeEvent.submitter : null;
          const data = new FormData(event.currentTarget, submitter);
          // Enter in the search box has no type button behind it: the current type stays.
          const params = new URLSearchParams({
            nome: String(data.get("nome") ?? ""),
            tipo: data.has("tipo") ? String(data.get("tipo")) : (filter.tipo ?? ""),
            favoritos: data.has("favoritos") ? String(data.get("favoritos")) : filter.favoritos ? "1" : "",
          });
          go(parseCatalogueFilter(params), false);
        }}
      >
        <div className={styles.searchField}>
          <label htmlFor={searchId}>Buscar por nome</label>
          <input
            ref={searchRef}
            id={searchId}
            className={styles.searchInput}
            type="search"
            name="nome"
            placeholder="Buscar por nome..."
            autoComplete="off"
            defaultValue={filter.nome}
            // One history entry per search, not one per keystroke.
            onChange={(event) => go({ ...filter, nome: event.currentTarget.value }, filter.nome !== "")}
          />
        </div>
        <fieldset className={styles.types}>
          <legend className={styles.typeLegend}>Mostrar</legend>
          {productTypes.map((type) => {
            const active = filter.tipo === type;
            return (
              <button
                key={type}
                type="submit"
                name="tipo"
                value={active ? "" : type}
                aria-pressed={active}
                className={styles.typeButton}
              >
                {type}
              </button>
            );
          })}
          <button
            type="submit"
            name="favoritos"
            value={filter.favoritos ? "" : "1"}
            aria-pressed={filter.favoritos}
            className={styles.typeButton}
          >
            <HeartIcon filled={filter.favoritos} width={16} height={16} />
            Favoritos
          </button>
        </fieldset>
        <div>
          <button
            type="button"
            className={button.ghost}
            onClick={() => navigate("/", { preventScrollReset: true })}
          >
            Limpar Filtro
          </button>
        </div>
      </Form>
    </div>
  );
}
