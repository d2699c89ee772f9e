import { Link, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";

import { useHydrated } from "~/lib/platform";
import { button, visuallyHidden } from "~/styles/shared.css";

import * as styles from "./AccountControl.css";
import { authConfig } from "./auth-config";
import type { AuthState } from "./session";
import { startAuth } from "./start-auth.client";
import { useGoogleSignIn } from "./useGoogleSignIn";
import type { AppUser } from "./user";

export function AccountControl({ auth }: { auth: AuthState }) {
  const { signIn, error, dialog } = useGoogleSignIn(auth.status === "signed-in");
  const hydrated = useHydrated();

  if (authConfig.mode === "disabled") return null;

  if (auth.status === "signed-in") return <AccountMenu user={auth.user} />;

  return (
    <div className={styles.account}>
      <button type="button" className={button.secondary} disabled={!hydrated} onClick={signIn}>
        Entrar
      </button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {dialog}
    </div>
  );
}

/** The account's links inline on wide screens; on phones and tablets, behind one button so the header fits. */
function AccountMenu({ user }: { user: AppUser }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname, hash } = useLocation();

  useEffect(() => setOpen(false), [pathname, hash]);
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("pointerdown", closeOutside);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("pointerdown", closeOutside);
    };
  }, [open]);

  const photo = (alt: string) =>
    user.photo ? (
      <img className={styles.photo} src={user.photo} alt={alt} width={32} height={32} referrerPolicy="no-referrer" />
    ) : null;

  return (
    <div ref={rootRef} className={styles.account}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.menuToggle}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {photo("") ?? (
          <span aria-hidden="true" className={styles.initial}>
            {user.name.trim().charAt(0).toUpperCase() || "?"}
          </span>
        )}
        <span className={visuallyHidden}>Minha conta</span>
      </button>
      <div id={menuId} className={styles.menu} data-open={open ? "" : undefined}>
        <span className={styles.menuPhoto}>{photo(`Foto de ${user.name}`)}</span>
        <span className={styles.name}>{user.name}</span>
        <Link to="/pedidos" className={styles.link}>
          Meus pedidos
        </Link>
        <Link to="/pedidos#cartao-fidelidade" className={styles.link}>
          Cartão fidelidade
        </Link>
        <button
          type="button"
          className={button.secondary}
          onClick={() => {
            if (!window.confirm("Deseja realmente sair da sua conta?")) return;
            void startAuth()
              .then((actions) => actions.signOut())
              .catch((reason) => console.error("Sign-out failed:", reason));
          }}
        >
          Sair
        </button>
      </div>
    </div>
  );
}
