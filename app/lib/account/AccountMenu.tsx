import { Link } from "@remix-run/react";

import { button, visuallyHidden } from "~/styles/shared.css";

import * as styles from "./AccountControl.css";
import { startAuth } from "./start-auth.client";
import type { AppUser } from "./user";

const ACCOUNT_MENU_ID = "conta-menu";

/** A link opens another page inside the app: the menu must not stay open over it. */
function closeAccountMenu() {
  const menu = document.getElementById(ACCOUNT_MENU_ID);
  if (menu?.matches(":popover-open")) menu.hidePopover();
}

/**
 * The account's links inline on wide screens; on phones and tablets, a popover behind one button so the header
 * fits. The browser closes it on Escape or a tap outside and gives focus back: no listeners of ours.
 */
export function AccountMenu({ user }: { user: AppUser }) {
  const photo = (alt: string) =>
    user.photo ? (
      <img className={styles.photo} src={user.photo} alt={alt} width={32} height={32} referrerPolicy="no-referrer" />
    ) : null;

  return (
    <div className={styles.account}>
      <button type="button" className={styles.menuToggle} popovertarget={ACCOUNT_MENU_ID}>
        {photo("") ?? (
          <span aria-hidden="true" className={styles.initial}>
            {user.name.trim().charAt(0).toUpperCase() || "?"}
          </span>
        )}
        <span className={visuallyHidden}>Minha conta</span>
      </button>
      <div id={ACCOUNT_MENU_ID} popover="auto" className={styles.menu}>
        <span className={styles.menuPhoto}>{photo(`Foto de ${user.name}`)}</span>
        <span className={styles.name}>{user.name}</span>
        <Link to="/pedidos" className={styles.link} onClick={closeAccountMenu}>
          Meus pedidos
        </Link>
        <Link to="/pedidos#cartao-fidelidade" className={styles.link} onClick={closeAccountMenu}>
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
