import { chip, chips } from "~/styles/chips.css";

import * as styles from "./OrderRating.css";
import { type Rating, RATING_STARS } from "./rating-document";

function starRow(stars: number): string {
  return RATING_STARS.map((value) => (value <= stars ? "★" : "☆")).join("");
}

/** A rating as its customer and staff read it, with the shop's reply when there is one. */
export function RatingView({ rating, Heading }: { rating: Rating; Heading: "h3" | "h4" }) {
  return (
    <>
      <p className={styles.text}>
        Nota: {rating.stars} de {RATING_STARS.length}{" "}
        <span aria-hidden="true" className={styles.starOn}>
          {starRow(rating.stars)}
        </span>
      </p>
      {rating.tags.length > 0 ? (
        <ul className={chips} aria-label="Destaques">
          {rating.tags.map((tag) => (
            <li key={tag} className={chip}>
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {rating.comment ? <p className={styles.text}>{rating.comment}</p> : null}
      {rating.reply ? (
        <div className={styles.reply}>
          <Heading className={styles.title}>Resposta da loja</Heading>
          <p className={styles.text}>{rating.reply.text}</p>
        </div>
      ) : null}
    </>
  );
}
