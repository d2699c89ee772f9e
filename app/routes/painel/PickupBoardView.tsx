import { boardColumns, type BoardEntry, boardSince, orderNumberText } from "~/lib/orders";
import { usePickupBoard } from "~/lib/orders/ui";
import { useMinuteClock } from "~/lib/platform";
import { alert, page, pageTitle } from "~/styles/shared.css";

import * as styles from "./PickupBoard.css";

function BoardColumn({
  id,
  title,
  entries,
  ready,
}: {
  id: string;
  title: string;
  entries: BoardEntry[];
  ready: boolean;
}) {
  return (
    <section className={ready ? styles.readyColumn : styles.column} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className={styles.empty}>Nenhum pedido.</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={`${entry.number}-${entry.updatedAt}`} className={styles.entry}>
              <span className={styles.number}>nº {orderNumberText({ id: entry.number, dayNumber: entry.number })}</span>
              {entry.callName ? <span className={styles.name}>{entry.callName}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Public: it reads only the board (numbers, names to call, statuses). */
export function PickupBoardView() {
  const now = useMinuteClock();
  const board = usePickupBoard(boardSince(now));
  const { preparing, ready } = boardColumns(board.status === "ready" ? board.entries : [], now);
  return (
    <section className={page} aria-labelledby="board-title">
      <h1 id="board-title" className={pageTitle}>
        Painel de retirada
      </h1>
      {board.status === "loading" ? (
        <p className={alert.info} role="status">
          Carregando o painel…
        </p>
      ) : board.status === "failed" ? (
        <p className={alert.error} role="alert">
          Não foi possível carregar o painel. Confira a conexão e recarregue a página.
        </p>
      ) : null}
      <div className={styles.columns} aria-live="polite">
        <BoardColumn id="board-preparing" title="Em preparo" entries={preparing} ready={false} />
        <BoardColumn id="board-ready" title="Prontos para retirada" entries={ready} ready />
      </div>
    </section>
  );
}
