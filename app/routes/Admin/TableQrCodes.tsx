import { useEffect, useState } from "react";

import { inboxClientModule } from "~/lib/firestore";
import { importWhenReachable } from "~/lib/platform";
import { siteUrl } from "~/lib/shop";
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

async function codesOf(count: number, work: Exclude<Work, null>): Promise<TableRef[]> {
  const { openInbox } = await inboxClientModule();
  const { tableCodes } = await openInbox();
  return work === "renew" ? tableCodes.renewTableCodes(count) : tableCodes.tableCodes(count);
}

const pagesOf = (cards: readonly QrCard[]) =>
  Array.from({ length: Math.ceil(cards.length / 6) }, (_, page) => cards.slice(page * 6, page * 6 + 6));

/** "Imprimir QR das mesas" and "Trocar códigos"; the sheet shows only once the shop has its codes. */
export function TableQrCodes({ count }: { count: number }) {
  const [cards, setCards] = useState<QrCard[] | null>(null);
  const [work, setWork] = useState<Work>(null);
  const [printing, setPrinting] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  // print() returns once the dialog closes: the sheet stops hiding the page, and a ticket printed next shows.
  useEffect(() => {
    if (!printing) return;
    window.print();
    setPrinting(false);
  }, [printing]);
  const run = (next: Exclude<Work, null>) => {
    if (next === "renew" && !window.confirm(RENEW_QUESTION)) return;
    setWork(next);
    setMessage(null);
    codesOf(count, next)
      .then(qrCards)
      .then(
        (made) => {
          setCards(made);
          if (next === "renew") setMessage({ text: RENEWED, error: false });
          else setPrinting(true);
        },
        (error: unknown) => {
          console.error("The tables' codes could not be read or made:", error);
          setMessage({ text: FAILED, error: true });
        },
      )
      .finally(() => setWork(null));
  };
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
      <div role="status">{message && !message.error ? <p>{message.text}</p> : null}</div>
      {message?.error ? (
        <p role="alert" className={alert.error}>
          {message.text}
        </p>
      ) : null}
      {cards ? (
        <section
          aria-label="Folha de QR das mesas"
          className={`${styles.sheet} ${printing ? styles.printing : ""}`}
          data-table-sheet=""
        >
          {printing ? <style>{"@page { size: A4; margin: 10mm; }"}</style> : null}
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
