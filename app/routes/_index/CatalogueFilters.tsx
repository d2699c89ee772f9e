import { useLocation, useNavigationType, useSubmit } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";

import {
  type CatalogueFilter,
  filterSearch,
  isFilterActive,
  searchBoxFollowsUrl,
  TYPED_IN_SEARCH_BOX,
} from "~/lib/catalogue";
import { button } from "~/styles/shared.css";

import { FilterIcon, HeartIcon } from "../../components/Icons";
import * as styles from "./CatalogueFilters.css";

/** Disabled until `ready`: a press would change the prerendered filter, not the URL's (docs/decisions/0011). */
export function CatalogueFilters({
  filter,
  categories,
  ready,
}: {
  filter: CatalogueFilter;
  /** The chips, in the menu's order: the build's four until the device's menu is applied. */
  categories: readonly string[];
  ready: boolean;
}) {
  const active = isFilterActive(filter);
  const [open, setOpen] = useState(active);
  // The prerendered page has no filter; the URL's arrives after hydration and opens the panel.
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpen(true);
  }
  const searchRef = useRef<HTMLInputElement>(null);
  const submit = useSubmit();
  const panelId = useId();
  const searchId = useId();

  // The box is uncontrolled: back/forward, a button or a link change the URL under it.
  const followsUrl = searchBoxFollowsUrl(useNavigationType(), useLocation().state);
  useEffect(() => {
    if (followsUrl && searchRef.current && searchRef.current.value !== filter.nome)
      searchRef.current.value = filter.nome;
  }, [filter.nome, followsUrl]);

  const go = (next: CatalogueFilter, replace: boolean, state?: typeof TYPED_IN_SEARCH_BOX) =>
    submit(filterSearch(next).slice(1), { method: "get", action: "/?index", replace, preventScrollReset: true, state });
  // What the box shows, which may be ahead of the page's filter while its search is on the way.
  const withTypedName = (next: Partial<CatalogueFilter>) => ({
    ...filter,
    nome: searchRef.current?.value ?? filter.nome,
    ...next,
  });

  return (
    <div>
      <button
        type="button"
        className={button.secondary}
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!ready}
        onClick={() => setOpen((current) => !current)}
      >
        <FilterIcon />
        Filtrar
      </button>
      <form
        id={panelId}
        role="search"
        className={styles.form}
        hidden={!open}
        onSubmit={(event) => {
          event.preventDefault();
          go(withTypedName({}), false);
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
            disabled={!ready}
            defaultValue={filter.nome}
            // One history entry per search, not one per keystroke.
            onChange={(event) =>
              go({ ...filter, nome: event.currentTarget.value }, filter.nome !== "", TYPED_IN_SEARCH_BOX)
            }
          />
        </div>
        <fieldset className={styles.types} disabled={!ready}>
          <legend className={styles.typeLegend}>Mostrar</legend>
          {categories.map((type) => {
            const active = filter.tipo === type;
            return (
              <button
                key={type}
                // Not a submit button: it would be the submitter of Enter in the search box.
                type="button"
                aria-pressed={active}
                className={styles.typeButton}
                data-filter-word={type}
                onClick={() => go(withTypedName({ tipo: active ? null : type }), false)}
              >
                {type}
              </button>
            );
          })}
          <button
            type="button"
            aria-pressed={filter.favoritos}
            className={styles.typeButton}
            data-filter-word="favoritos"
            onClick={() => go(withTypedName({ favoritos: !filter.favoritos }), false)}
          >
            <HeartIcon filled={filter.favoritos} width={16} height={16} />
            Favoritos
          </button>
        </fieldset>
        <div>
          <button
            type="button"
            className={button.ghost}
            disabled={!ready}
            onClick={() => go({ nome: "", tipo: null, favoritos: false }, false)}
          >
            Limpar Filtro
          </button>
        </div>
      </form>
    </div>
  );
}
