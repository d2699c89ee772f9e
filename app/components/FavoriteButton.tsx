import { useActionFetcher, useHydrated } from "~/lib/platform";

import * as styles from "./FavoriteButton.css";
import { HeartIcon } from "./Icons";

interface FavoriteButtonProps {
  description: string;
  /** What the shop calls it now: its button's name. */
  name: string;
  favorite: boolean;
}

export function FavoriteButton({ description, name, favorite }: FavoriteButtonProps) {
  const { fetcher, error } = useActionFetcher(`favorite:${description}`);
  const pressed = fetcher.formData ? !favorite : favorite;
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" action="/favoritos" className={styles.form}>
      <input type="hidden" name="description" value={description} />
      <button
        type="submit"
        name="intent"
        value="toggle-favorite"
        className={styles.heart}
        aria-label={`Favoritar ${name}`}
        aria-pressed={pressed}
        disabled={!hydrated}
      >
        <HeartIcon filled={pressed} />
      </button>
      {error ? (
        <span role="alert" className={styles.error}>
          {error}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
