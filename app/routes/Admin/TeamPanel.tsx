import { useEffect, useRef } from "react";

import { FormAlert } from "~/components/FormAlert";
import { FormField } from "~/components/FormField";
import { signedInUser } from "~/lib/account";
import { useLive } from "~/lib/firestore/lazy";
import { useActionFetcher } from "~/lib/platform";
import {
  noticeOf,
  roleLabels,
  type ShopChangeData,
  sortTeam,
  type StaffRole,
  staffRoles,
  staffTeamPart,
  type TeamMember,
} from "~/lib/staff";
import * as form from "~/styles/form.css";
import { alert, button } from "~/styles/shared.css";

import * as styles from "./ShopSettingsPanel.css";
import * as teamStyles from "./TeamPanel.css";

function useTeam() {
  return useLive(
    staffTeamPart,
    "team",
    (team, _all, onValue: (members: TeamMember[]) => void, onError) => team.watchTeam(onValue, onError),
    "The team",
  );
}

function RoleSelect({ id, defaultValue }: { id: string; defaultValue: StaffRole }) {
  return (
    <select id={id} name="role" className={form.input} defaultValue={defaultValue}>
      {staffRoles.map((role) => (
        <option key={role} value={role}>
          {roleLabels[role]}
        </option>
      ))}
    </select>
  );
}

/** Sent through /Admin's action, which checks the e-mail as the rules do. */
function AddMemberForm() {
  const { fetcher, error } = useActionFetcher<ShopChangeData>("team-add");
  const formRef = useRef<HTMLFormElement>(null);
  const saving = fetcher.state !== "idle";
  const done = saving ? null : noticeOf(fetcher.data);
  const emailError = (!saving && fetcher.data && !fetcher.data.ok && fetcher.data.fieldErrors?.email) || undefined;
  useEffect(() => {
    if (done) formRef.current?.reset();
  }, [done]);
  return (
    <fetcher.Form ref={formRef} method="post" className={styles.block} aria-labelledby="novo-membro-title" noValidate>
      <input type="hidden" name="intent" value="team-set" />
      <h3 id="novo-membro-title" className={styles.blockTitle}>
        Adicionar à equipe
      </h3>
      <FormField label="E-mail da conta Google" name="email" type="email" autoComplete="off" error={emailError} />
      <div className={form.field}>
        <label className={form.label} htmlFor="novo-membro-papel">
          Papel
        </label>
        <RoleSelect id="novo-membro-papel" defaultValue="equipe" />
      </div>
      <button type="submit" className={button.secondary} disabled={saving}>
        {saving ? "Adicionando…" : "Adicionar"}
      </button>
      {done ? <p role="status">{done}</p> : null}
      <FormAlert message={emailError ? null : error} />
    </fetcher.Form>
  );
}

function Member({ member, own }: { member: TeamMember; own: boolean }) {
  const { fetcher, error } = useActionFetcher<ShopChangeData>(`team-${member.email}`);
  const busy = fetcher.state !== "idle";
  const done = busy ? null : noticeOf(fetcher.data);
  const selectId = `papel-${member.email}`;
  return (
    <li className={teamStyles.member}>
      <p className={teamStyles.who}>
        <strong>{own ? `${member.email} (você)` : member.email}</strong> · {roleLabels[member.role]}
      </p>
      {own ? (
        <p className={styles.hint}>Só outro Dono pode mudar o seu papel ou tirar você da equipe.</p>
      ) : (
        <fetcher.Form method="post" className={styles.actions}>
          <input type="hidden" name="email" value={member.email} />
          <label className={styles.visuallyHidden} htmlFor={selectId}>
            Papel de {member.email}
          </label>
          <RoleSelect id={selectId} defaultValue={member.role} />
          <button type="submit" name="intent" value="team-set" className={button.secondary} disabled={busy}>
            Salvar papel
          </button>
          <button
            type="submit"
            name="intent"
            value="team-remove"
            className={button.secondary}
            disabled={busy}
            aria-label={`Remover ${member.email}`}
          >
            Remover
          </button>
        </fetcher.Form>
      )}
      {done ? <p role="status">{done}</p> : null}
      <FormAlert message={error} />
    </li>
  );
}

/** "Equipe": the Dono's list of who may open /Admin and as what. */
export function TeamPanel() {
  const listed = useTeam();
  const ownEmail = signedInUser()?.email ?? null;
  return (
    <section className={styles.panel} aria-labelledby="equipe-title">
      <h2 id="equipe-title" className={styles.title}>
        Equipe
      </h2>
      <p className={styles.hint}>
        Dono: tudo, inclusive cupons, horários, entregas, mesas, cartão fidelidade e a equipe. Equipe: pedidos, pausas,
        esgotados, Pix e impressões. Cada pessoa entra com a própria conta Google.
      </p>
      <AddMemberForm />
      {listed.status === "loading" ? <p aria-busy="true">Carregando a equipe…</p> : null}
      {listed.status === "failed" ? (
        <p role="alert" className={alert.error}>
          Não foi possível carregar a equipe. Verifique a conexão e recarregue a página.
        </p>
      ) : null}
      {listed.status === "ready" ? (
        <ul className={teamStyles.members} aria-label="Membros da equipe">
          {sortTeam(listed.value).map((member) => (
            <Member key={member.email} member={member} own={member.email === ownEmail} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
