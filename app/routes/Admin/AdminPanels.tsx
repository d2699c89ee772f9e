import { Link } from "@remix-run/react";

import { type AdminPanel, panelSearch, panelsFor, type StaffRole } from "~/lib/staff";

import * as styles from "./AdminPanels.css";

/** The orders first; the settings, coupons, the day's close, ratings and the team one tap away. */
export function AdminPanelNav({ role, current }: { role: StaffRole; current: AdminPanel }) {
  return (
    <nav className={styles.nav} aria-label="Painéis da loja">
      <ul className={styles.list}>
        {panelsFor(role).map((panel) => (
          <li key={panel.id}>
            <Link
              to={{ search: panelSearch(panel.id) }}
              className={styles.link}
              aria-current={panel.id === current ? "page" : undefined}
              preventScrollReset
            >
              {panel.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
