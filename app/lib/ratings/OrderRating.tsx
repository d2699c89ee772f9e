import { useFetcher } from "@remix-run/react";
import { useId, useState } from "react";

import { FormAlert } from "~/components/FormAlert";
import { deliveredStatuses, isOrderStatus } from "~/lib/orders";
import type { FormResult } from "~/lib/platform";
import { chip, chips } from "~/styles/chips.css";
import { alert, button, textInput, visuallyHidden } from "~/styles/shared.css";

import * as styles from "./OrderRating.css";
import { type Rating, RATING_STARS, RATING_TAGS, RATING_TEXT_MAX, starsLabel } from "./rating-document";
import { RatingView } from "./RatingView";
import { useOrderRating } from "./useOrderRating";

type Level = "h2" | "h3";

/** "Avalie seu pedido" once the order reached a delivered end; the route's clientAction saves it (rateOrder). */
export function OrderRating({
  docId,
  orderNumber,
  status,
  level = "h2",
}: {
  docId: string | null;
  orderNumber: number;
  status: string;
  level?: Level;
}) {
  const delivered = isOrderStatus(status) && deliveredStatuses.includes(status);
  if (!docId || !delivered) return null;
  return <RatingSection docId={docId} orderNumber={orderNumber} level={level} />;
}

function RatingSection({ docId, orderNumber, level }: { docId: string; orderNumber: number; level: Level }) {
  const titleId = useId();
  const watched = useOrderRating(docId);
  const fetcher = useFetcher<FormResult<Rating>>({ key: `rating-${docId}` });
  const saved = fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data.data : null;
  const rating = watched.status === "rated" ? watched.rating : saved;
  const Heading = level;
  const Sub = level === "h2" ? "h3" : "h4";
  if (watched.status === "loading" && !rating) return null;
  return (
    <section className={styles.rating} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {rating ? "Sua avaliação" : "Avalie seu pedido"}
      </Heading>
      {rating ? (
        <>
          {saved ? (
            <p role="status" className={alert.success}>
              Avaliação enviada. Obrigado!
            </p>
          ) : null}
          <RatingView rating={rating} Heading={Sub} />
        </>
      ) : (
        <RatingForm docId={docId} orderNumber={orderNumber} fetcher={fetcher} />
      )}
    </section>
  );
}

function RatingForm({
  docId,
  orderNumber,
  fetcher,
}: {
  docId: string;
  orderNumber: number;
  fetcher: ReturnType<typeof useFetcher<FormResult<Rating>>>;
}) {
  const id = useId();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState("");
  const sending = fetcher.state !== "idle";
  const error = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <fetcher.Form method="post" className={styles.group}>
      <input type="hidden" name="pedido" value={docId} />
      <input type="hidden" name="numero" value={orderNumber} />
      <fieldset className={styles.group} role="radiogroup" aria-labelledby={`${id}-nota`}>
        <legend id={`${id}-nota`} className={styles.legend}>
          Nota
        </legend>
        <div className={styles.stars}>
          {RATING_STARS.map((value) => (
            <label key={value} className={`${styles.star} ${value <= stars ? styles.starOn : ""}`}>
              <input
                type="radio"
                name="nota"
                value={value}
                required
                className={visuallyHidden}
                onChange={() => setStars(value)}
              />
              <span aria-hidden="true">{value <= stars ? "★" : "☆"}</span>
              <span className={visuallyHidden}>{starsLabel(value)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>O que se destacou (opcional)</legend>
        <div className={chips}>
          {RATING_TAGS.map((tag) => (
            <label key={tag} className={chip}>
              <input type="checkbox" name="etiqueta" value={tag} />
              {tag}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`${id}-comentario`} className={styles.legend}>
        Comentário
      </label>
      <textarea
        id={`${id}-comentario`}
        name="comentario"
        rows={3}
        maxLength={RATING_TEXT_MAX}
        className={textInput}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        aria-describedby={`${id}-contador`}
      />
      <p id={`${id}-contador`} className={styles.text}>
        Opcional: {comment.length}/{RATING_TEXT_MAX} caracteres
      </p>
      <div>
        <button type="submit" className={button.primary} disabled={sending}>
          Enviar avaliação
        </button>
      </div>
      <p role="status">{sending ? "Enviando avaliação…" : null}</p>
      <FormAlert message={error} />
    </fetcher.Form>
  );
}
