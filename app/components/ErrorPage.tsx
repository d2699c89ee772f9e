import { Link } from "@remix-run/react";
import { button, page, pageTitle } from "~/styles/shared.css";

interface ErrorPageProps {
  title: string;
  detail?: string;
}

/** One look for every "something went wrong" screen, always with a way back home. */
export function ErrorPage({ title, detail }: ErrorPageProps) {
  return (
    <section className={page} aria-labelledby="error-title">
      <h1 id="error-title" className={pageTitle}>
        {title}
      </h1>
      {detail ? <p>{detail}</p> : null}
      <Link to="/" className={button.primary}>
        Voltar para a página inicial
      </Link>
    </section>
  );
}
