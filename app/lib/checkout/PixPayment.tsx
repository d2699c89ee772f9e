import { useEffect, useId, useRef, useState } from "react";

import { formatBRL } from "~/lib/catalogue";
import { isPixReceived, type Order, orderTotal } from "~/lib/orders";
import { importWhenReachable } from "~/lib/platform";
import { shop } from "~/lib/shop";
import * as form from "~/styles/form.css";
import { alert, button } from "~/styles/shared.css";

import { orderPixCode, qrModulesPath } from "./pix-order";
import * as styles from "./PixPayment.css";

type Qr = { status: "loading" } | { status: "ready"; size: number; path: string } | { status: "failed" };

/** `qrcode` is imported here so that it never joins a first load. */
function PixQrCode({ text }: { text: string }) {
  const [qr, setQr] = useState<Qr>({ status: "loading" });
  useEffect(() => {
    let cancelled = false;
    importWhenReachable(() => import("qrcode")).then(
      ({ create }) => {
        if (cancelled) return;
        // Level M, as bank apps' own codes: room for a smudge on a phone screen, still small.
        const { modules } = create(text, { errorCorrectionLevel: "M" });
        setQr({ status: "ready", size: modules.size, path: qrModulesPath(modules.size, modules.data) });
      },
      (error: unknown) => {
        console.error("The QR code could not be drawn:", error);
        if (!cancelled) setQr({ status: "failed" });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [text]);
  if (qr.status === "loading") {
    return (
      <div className={styles.qrPlaceholder} aria-busy="true">
        Gerando o QR Code…
      </div>
    );
  }
  if (qr.status === "failed") {
    return <p className={alert.info}>Não foi possível mostrar o QR Code. Use o Pix copia e cola abaixo.</p>;
  }
  // Four modules of quiet zone around the code, as the QR standard asks.
  return (
    <svg
      role="img"
      aria-label="QR Code Pix"
      className={styles.qr}
      viewBox={`-4 -4 ${qr.size + 8} ${qr.size + 8}`}
      shapeRendering="crispEdges"
    >
      <rect x={-4} y={-4} width={qr.size + 8} height={qr.size + 8} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

type CopyState = "idle" | "copied" | "selected";

function PixCopyCode({ code }: { code: string }) {
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [copy, setCopy] = useState<CopyState>("idle");
  const selectCode = () => {
    field.current?.focus();
    field.current?.select();
    setCopy("selected");
  };
  const copyCode = () => {
    // Plain http or an old browser has no Clipboard API; a refusal lands on the same fallback.
    if (!navigator.clipboard?.writeText) return selectCode();
    navigator.clipboard.writeText(code).then(
      () => setCopy("copied"),
      (error: unknown) => {
        console.warn("The Pix code could not be copied:", error);
        selectCode();
      },
    );
  };
  return (
    <div className={form.field}>
      <label htmlFor={fieldId} className={form.label}>
        Pix copia e cola
      </label>
      <textarea
        id={fieldId}
        ref={field}
        className={styles.code}
        readOnly
        value={code}
        rows={4}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.copyRow}>
        <button type="button" className={button.primary} onClick={copyCode}>
          Copiar código Pix
        </button>
        <p role="status" className={form.hint}>
          {copy === "copied"
            ? "Código Pix copiado! Cole no app do seu banco, em Pix copia e cola."
            : copy === "selected"
              ? "Não foi possível copiar sozinho: o código está selecionado, copie com Ctrl+C ou segurando o dedo sobre ele."
              : ""}
        </p>
      </div>
    </div>
  );
}

export function PixPayment({ order, headingLevel = 2 }: { order: Order; headingLevel?: 2 | 3 }) {
  const titleId = useId();
  if (order.paymentMethod !== "pix") return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (isPixReceived(order)) {
    return (
      <section className={styles.panel} aria-labelledby={titleId}>
        <Heading id={titleId} className={styles.title}>
          Pagamento Pix
        </Heading>
        <p className={alert.success}>Pix recebido. Obrigado!</p>
      </section>
    );
  }
  // An order the shop's inbox refused is not at the shop: no code invites paying for it.
  const code = order.inbox === "rejected" ? null : orderPixCode(order, shop.pixKey);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        Pague com Pix
      </Heading>
      {code === null ? (
        <p className={alert.info}>Combine o pagamento por Pix com a cafeteria.</p>
      ) : (
        <>
          <p className={styles.amount}>Valor: {formatBRL(orderTotal(order))}</p>
          <p>Copie o código e cole no app do seu banco, em Pix copia e cola, ou leia o QR Code com outro celular.</p>
          <div className={styles.payWays}>
            <div className={styles.qrWay}>
              <PixQrCode text={code} />
            </div>
            <PixCopyCode code={code} />
          </div>
        </>
      )}
    </section>
  );
}
