import { useSubmit } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";

import { type CatalogueFilter, filterSearch, isFilterActive, productTypes } from "~/lib/catalogue";
import { button } from "~/styles/shared.css";

import { FilterIcon, HeartIcon } from "../../components/Icons";
import * as styles from "./CatalogueFilters.css";

/** Disabled until `ready`: a press would change the prerendered filter, not the URL's (docs/decisions/0011). */
export function CatalogueFilters({ filter, ready }: { filter: CatalogueFilter; ready: boolean }) {
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

  // The box is uncontrolled: back/forward changes the URL under it.
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
          go({ ...filter, nome: searchRef.current?.value ?? filter.nome }, false);
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
            onChange={(event) => go({ ...filter, nome: event.currentTarget.value }, filter.nome !== "")}
          />
        </div>
        <fieldset className={styles.types} disabled={!ready}>
          <legend className={styles.typeLegend}>Mostrar</legend>
          {productTypes.map((type) => {
            const active = filter.tipo === type;
            return (
              <button
                key={type}
                // Not a submit button: it would be the submitter of Enter in the search box.
                type="button"
                aria-pressed={active}
                className={styles.typeButton}
                data-filter-word={type}
                onClick={() => go({ ...filter, tipo: active ? null : type }, false)}
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
            onClick={() => go({ ...filter, favoritos: !filter.favoritos }, false)}
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
