import { FormAlert } from "~/components/FormAlert";
import { type AuthState, signedInUser } from "~/lib/account";
import { useGoogleSignIn } from "~/lib/account/ui";
import { useHydrated } from "~/lib/platform";
import { alert, button } from "~/styles/shared.css";

import * as styles from "./StaffSignIn.css";

export function StaffSignIn({ auth, checkFailed }: { auth: AuthState; checkFailed: boolean }) {
  const user = signedInUser(auth);
  const { signIn, error, dialog } = useGoogleSignIn(user !== null);
  const hydrated = useHydrated();
  const known = auth.status !== "unknown";
  return (
    <section className={styles.panel} aria-labelledby="staff-sign-in-title">
      <h2 id="staff-sign-in-title" className={styles.title}>
        Área da equipe
      </h2>
      {user === null ? (
        <>
          <p className={styles.text}>
            Os pedidos da loja chegam aqui ao vivo para a equipe, que acompanha cada um até a entrega, pausa os pedidos,
            marca cafés esgotados, define as áreas de entrega e fecha o caixa do dia.{" "}
            {/* Unseen and unread until the state is known (staff may be signed in), its place kept. */}
            <span className={known ? undefined : styles.held} aria-hidden={known ? undefined : true}>
              Entre com a conta Google cadastrada na equipe para começar.
            </span>
          </p>
          {known ? (
            <button type="button" className={button.primary} disabled={!hydrated} onClick={signIn}>
              Entrar com Google
            </button>
          ) : (
            // Until the sign-in state is read: a staff member may be signed in already.
            <button type="button" className={button.primary} disabled aria-busy="true">
              Verificando sua conta…
            </button>
          )}
          <FormAlert message={error} />
          {dialog}
        </>
      ) : checkFailed ? (
        <p role="alert" className={alert.error}>
          Não foi possível confirmar se a conta {user.email ?? user.name} é da equipe. Verifique a conexão e recarregue
          a página.
        </p>
      ) : (
        <p className={styles.text}>
          A conta {user.email ?? user.name} não está cadastrada na equipe, então os pedidos da loja não aparecem aqui.
          Peça a quem administra a cafeteria para cadastrar este e-mail, ou saia e entre com a conta da equipe.
        </p>
      )}
    </section>
  );
}
