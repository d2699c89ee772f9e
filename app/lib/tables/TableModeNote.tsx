import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";

import { importWhenReachable, storageErrorMessage, StorageWriteError } from "~/lib/platform";

import { tableLabel, type TableRef } from "./table-code";
import { parseTableLink, withoutTableParams } from "./table-link";
import { saveTableMode, useTableMode } from "./table-mode";
import * as styles from "./TableModeNote.css";

const OLD_TABLE_LINK =
  "Este QR code da mesa não vale mais. Peça ao atendente o QR code atual da mesa para pedir na mesa.";
const UNCHECKED_TABLE_LINK =
  "Não foi possível conferir o QR code da mesa. Verifique sua conexão e abra o link da mesa de novo.";

function keep(table: TableRef | null): string | null {
  try {
    saveTableMode(table);
    return null;
  } catch (error) {
    if (error instanceof StorageWriteError) return storageErrorMessage(error);
    throw error;
  }
}

/** Opened from a table's QR code: checks the link once, then says "Mesa 4" for the rest of the visit. */
export function TableModeNote() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const table = useTableMode();
  const [checking, setChecking] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const link = parseTableLink(search);
    if (link.kind === "none") return;
    // The code leaves the address bar: a shared or bookmarked page does not carry it.
    const clean = () =>
      navigate({ pathname, search: withoutTableParams(search), hash }, { replace: true, preventScrollReset: true });
    if (link.kind === "invalid") {
      setMessage(link.message);
      clean();
      return;
    }
    setChecking(link.table.number);
    setMessage(null);
    importWhenReachable(() => import("./table-code-check.client"))
      .then(({ checkTableCode }) => checkTableCode(link.table))
      .catch(() => "offline" as const)
      .then((result) => {
        setChecking(null);
        if (result === "valid") setMessage(keep(link.table));
        else setMessage(result === "old" ? OLD_TABLE_LINK : UNCHECKED_TABLE_LINK);
        clean();
      });
  }, [search, pathname, hash, navigate]);
  // A landmark of its own: it sits between the header and the page's main content.
  return (
    <aside aria-label="Pedido na mesa">
      <div role="status">
        {checking !== null ? <p className={styles.note}>Conferindo o QR code da {tableLabel(checking)}…</p> : null}
      </div>
      {message ? (
        <p role="alert" className={styles.note}>
          {message}
        </p>
      ) : null}
      {table ? (
        <p className={styles.note}>
          <strong>{tableLabel(table.number)}</strong>
          <span>Seu pedido é servido na mesa.</span>
          <button type="button" className={styles.leave} onClick={() => setMessage(keep(null))}>
            Sair do modo mesa
          </button>
        </p>
      ) : null}
    </aside>
  );
}
