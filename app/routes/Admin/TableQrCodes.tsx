import { useEffect, useRef, useState } from "react";

import { importWhenReachable, useActionFetcher } from "~/lib/platform";
import { siteUrl } from "~/lib/shop";
import { type ShopChangeData } from "~/lib/staff";
import { tableLabel, tableLinkUrl, type TableRef } from "~/lib/tables";
import { alert, button } from "~/styles/shared.css";

import * as styles from "./TableQrSheet.css";

interface QrCard {
  number: number;
  url: string;
  image: string;
}

type Work = "print" | "renew" | null;

const RENEW_QUESTION = "Trocar os códigos de todas as mesas? Os QR codes já impressos deixam de funcionar.";
const RENEWED = "Códigos trocados. Imprima a folha de novo: os QR codes antigos não funcionam mais.";
const FAILED = "Não foi possível falar com a loja. Verifique a conexão e tente de novo.";

/** `qrcode` and Firestore load only when staff ask for the sheet. */
async function qrCards(tables: readonly TableRef[]): Promise<QrCard[]> {
  const { toDataURL } = await importWhenReachable(() => import("qrcode"));
  return Promise.all(
    tables.map(async (table) => {
      const url = tableLinkUrl(siteUrl || window.location.origin, table);
      return { number: table.number, url, image: await toDataURL(url, { errorCorrectionLevel: "M", margin: 2 }) };
    }),
  );
}

const pagesOf = (cards: readonly QrCard[]) =>
  Array.from({ length: Math.ceil(cards.length / 6) }, (_, page) => cards.slice(page * 6, page * 6 + 6));

/** "Imprimir QR das mesas" and "Trocar códigos"; the sheet shows only once the shop has its codes. */
/**
 * The sheet's A4 page, for this print only (a ticket prints on an 80 mm roll). A constructed stylesheet, since
 * the shop's Content-Security-Policy refuses an inline <style> and vanilla-extract writes no @page rule.
 */
function a4Page(): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync("@page { size: A4; margin: 10mm; }");
  return sheet;
}

export function TableQrCodes({ count }: { count: number }) {
  const { fetcher, error } = useActionFetcher<ShopChangeData>("table-codes");
  const [cards, setCards] = useState<QrCard[] | null>(null);
  const [printing, setPrinting] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const asked = useRef<Exclude<Work, null>>("print");
  const work: Work = fetcher.state === "idle" ? null : asked.current;
  const done = fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data.data : undefined;
  // The keyed fetcher keeps its answer across a remount: only an answer this sheet asked for prints.
  const handled = useRef(done);
  // print() returns once the dialog closes: the sheet stops hiding the page, and a ticket printed next shows.
  useEffect(() => {
    if (!printing) return;
    const page = a4Page();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, page];
    window.print();
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== page);
    setPrinting(false);
  }, [printing]);
  useEffect(() => {
    if (!done || !("tables" in done) || done === handled.current) return;
    handled.current = done;
    let current = true;
    qrCards(done.tables).then(
      (made) => {
        if (!current) return;
        setCards(made);
        if (asked.current === "renew") setMessage({ text: RENEWED, error: false });
        else setPrinting(true);
      },
      (qrError: unknown) => {
        console.error("The tables' QR codes could not be drawn:", qrError);
        if (current) setMessage({ text: FAILED, error: true });
      },
    );
    return () => {
      current = false;
    };
  }, [done]);
  const run = (next: Exclude<Work, null>) => {
    if (next === "renew" && !window.confirm(RENEW_QUESTION)) return;
    setMessage(null);
    asked.current = next;
    fetcher.submit({ intent: "table-codes", work: next, count }, { method: "post" });
  };
  const shown = message ?? (error ? { text: error, error: true } : null);
  return (
    <>
      <div className={styles.actions}>
        <button type="button" className={button.primary} disabled={work !== null} onClick={() => run("print")}>
          {work === "print" ? "Preparando os QR codes…" : "Imprimir QR das mesas"}
        </button>
        <button type="button" className={button.secondary} disabled={work !== null} onClick={() => run("renew")}>
          {work === "renew" ? "Trocando códigos…" : "Trocar códigos"}
        </button>
      </div>
      <div role="status">{shown && !shown.error ? <p>{shown.text}</p> : null}</div>
      {shown?.error ? (
        <p role="alert" className={alert.error}>
          {shown.text}
        </p>
      ) : null}
      {cards ? (
        <section
          aria-label="Folha de QR das mesas"
          className={`${styles.sheet} ${printing ? styles.printing : ""}`}
          data-table-sheet=""
        >
          {pagesOf(cards).map((page, index) => (
            <div key={index} className={styles.page}>
              {page.map((card) => (
                <figure key={card.number} className={styles.card}>
                  <img
                    className={styles.qr}
                    src={card.image}
                    alt={`QR code da ${tableLabel(card.number)}`}
                    data-table-link={card.url}
                  />
                  <figcaption className={styles.label}>{tableLabel(card.number)}</figcaption>
                </figure>
              ))}
            </div>
          ))}
        </section>
      ) : null}
    </>
  );
}
