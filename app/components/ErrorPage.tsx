import { Link } from "@remix-run/react";

import { button, page, pageTitle } from "~/styles/shared.css";

import * as styles from "./ErrorPage.css";

interface ErrorPageProps {
  title: string;
  detail?: string;
  /** Offers "Tentar de novo", for failures that another try may fix. */
  onRetry?: () => void;
}

export function ErrorPage({ title, detail, onRetry }: ErrorPageProps) {
  return (
    <section className={page} aria-labelledby="error-title">
      <h1 id="error-title" className={pageTitle}>
        {title}
      </h1>
      {detail ? <p>{detail}</p> : null}
      <div className={styles.actions}>
        {onRetry ? (
          <button type="button" className={button.primary} onClick={onRetry}>
            Tentar de novo
          </button>
        ) : null}
        <Link to="/" className={onRetry ? button.secondary : button.primary}>
          Voltar para a página inicial
        </Link>
      </div>
    </section>
  );
}
