import { Link } from "@remix-run/react";
import { useId, useState } from "react";

import { FormAlert } from "~/components/FormAlert";
import { formatOrderTime } from "~/lib/orders";
import { firstPages, PAGE_SIZE, useActionFetcher, useMinuteClock } from "~/lib/platform";
import { type Rating, RATING_STARS, RATING_TEXT_MAX } from "~/lib/ratings";
import { RatingView } from "~/lib/ratings/ui";
import { formatAverage, RATINGS_DAYS, ratingsCountText, ratingsSummary, useRatings } from "~/lib/staff";
import { alert, button, textInput } from "~/styles/shared.css";

import * as styles from "./RatingsPanel.css";

/** "Avaliações": the last 30 days' average, count and tags, then each rating, newest first, with "Responder". */
export function RatingsPanel() {
  const live = useRatings();
  const now = useMinuteClock();
  const [shown, setShown] = useState(PAGE_SIZE);
  const summary = live.status === "ready" ? ratingsSummary(live.ratings, now) : null;
  const { items, more } = firstPages(summary?.ratings ?? [], shown);
  return (
    <section className={styles.panel} aria-labelledby="avaliacoes-title">
      <h2 id="avaliacoes-title" className={styles.title}>
        Avaliações
      </h2>
      {live.status === "failed" ? (
        <p role="alert" className={alert.error}>
          Não foi possível ler as avaliações. Verifique a conexão e recarregue a página.
        </p>
      ) : !summary ? (
        <p aria-busy="true">Carregando…</p>
      ) : (
        <>
          <p>
            Últimos {RATINGS_DAYS} dias: média {formatAverage(summary.average)} de {RATING_STARS.length} em{" "}
            {ratingsCountText(summary.count)}.
          </p>
          <ul className={styles.tags} aria-label="Destaques marcados">
            {summary.tags.map(({ tag, count }) => (
              <li key={tag} className={styles.tag}>
                {tag}: {count}
              </li>
            ))}
          </ul>
          {items.length === 0 ? <p>Nenhuma avaliação nos últimos {RATINGS_DAYS} dias.</p> : null}
          <ol className={styles.list}>
            {items.map((rating) => (
              <li key={rating.docId}>
                <RatingItem rating={rating} />
              </li>
            ))}
          </ol>
          {more !== null ? (
            <button type="button" className={button.secondary} onClick={() => setShown(more)}>
              Mostrar avaliações anteriores
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

function RatingItem({ rating }: { rating: Rating }) {
  const titleId = `rating-${rating.docId}`;
  return (
    <article className={styles.rating} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.heading}>
        <Link to={{ search: "", hash: `shop-order-${rating.docId}` }}>Pedido nº {rating.orderNumber}</Link>
      </h3>
      <p>Avaliado em {formatOrderTime(rating.createdAt)}</p>
      <RatingView rating={rating} Heading="h4" />
      {rating.reply ? null : <ReplyForm docId={rating.docId} describedBy={titleId} />}
    </article>
  );
}

function ReplyForm({ docId, describedBy }: { docId: string; describedBy: string }) {
  const { fetcher, error } = useActionFetcher(`reply-${docId}`);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const fieldId = useId();
  const sending = fetcher.state !== "idle";
  const sent = fetcher.state === "idle" && fetcher.data?.ok === true;
  if (sent) return <p role="status">Resposta enviada.</p>;
  if (!open) {
    return (
      <div>
        <button type="button" className={button.secondary} aria-describedby={describedBy} onClick={() => setOpen(true)}>
          Responder
        </button>
      </div>
    );
  }
  return (
    <fetcher.Form method="post" action="/Admin" className={styles.field}>
      <input type="hidden" name="intent" value="rating-reply" />
      <input type="hidden" name="avaliacao" value={docId} />
      <label htmlFor={fieldId} className={styles.field}>
        Resposta
      </label>
      <textarea
        id={fieldId}
        name="resposta"
        rows={3}
        required
        maxLength={RATING_TEXT_MAX}
        className={textInput}
        value={text}
        aria-describedby={`${fieldId}-contador`}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <p id={`${fieldId}-contador`}>
        {text.length}/{RATING_TEXT_MAX} caracteres. O cliente vê a resposta; só é possível responder uma vez.
      </p>
      <div className={styles.actions}>
        <button type="submit" className={button.primary} disabled={sending}>
          Enviar resposta
        </button>
        <button type="button" className={button.secondary} disabled={sending} onClick={() => setOpen(false)}>
          Cancelar
        </button>
      </div>
      <p role="status">{sending ? "Enviando resposta…" : null}</p>
      <FormAlert message={error} />
    </fetcher.Form>
  );
}
