import { FormAlert } from "~/components/FormAlert";
import { useActionFetcher } from "~/lib/platform";
import { alert, button } from "~/styles/shared.css";

import { ERASE_MY_DATA_INTENT, eraseQuestion } from "./erase-intent";
import * as styles from "./EraseMyData.css";

/** "Excluir meus dados" in Meus pedidos: asks first, and says done only once the shop has erased its copies. */
export function EraseMyData() {
  const { fetcher, error } = useActionFetcher<{ notice: string }>(ERASE_MY_DATA_INTENT);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <section className={styles.section} aria-labelledby="seus-dados-title">
      <h2 id="seus-dados-title" className={styles.title}>
        Seus dados
      </h2>
      <p>
        Apaga seus favoritos, seu cartão fidelidade, seus endereços salvos e seu “meu de sempre”. Seus pedidos ficam sem
        nome, endereço, celular, CPF e observação: a loja mantém só os itens e os valores.
      </p>
      <fetcher.Form
        method="post"
        onSubmit={(event) => {
          if (!window.confirm(eraseQuestion)) event.preventDefault();
        }}
      >
        <button
          type="submit"
          name="intent"
          value={ERASE_MY_DATA_INTENT}
          className={button.secondary}
          disabled={fetcher.state !== "idle"}
        >
          Excluir meus dados
        </button>
      </fetcher.Form>
      <p role="status" className={result?.ok ? alert.info : undefined}>
        {fetcher.state !== "idle" ? "Excluindo seus dados…" : result?.ok ? result.data.notice : ""}
      </p>
      <FormAlert message={error} />
    </section>
  );
}
