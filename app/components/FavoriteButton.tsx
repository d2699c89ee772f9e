import * as styles from "./FavoriteButton.css";
import { HeartIcon } from "./Icons";

interface FavoriteButtonProps {
  description: string;
  favorite: boolean;
}

export function FavoriteButton({ description, favorite }: FavoriteButtonProps) {
  return (
    <button type="button" className={styles.heart} aria-label={`Favoritar ${description}`} aria-pressed={favorite} disabled>
      <HeartIcon filled={favorite} />
    </button>
  );
}
