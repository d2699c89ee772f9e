import { Link, useNavigate } from "@remix-run/react";

import { goesBackInShop, routerHistoryIndex } from "~/lib/platform";
import { button } from "~/styles/shared.css";

import { BackIcon } from "../../components/Icons";

export function BackButton() {
  const navigate = useNavigate();
  return (
    <Link
      to="/"
      className={button.ghost}
      onClick={(event) => {
        const back = goesBackInShop({
          routerIndex: routerHistoryIndex(window.history.state),
          historyLength: window.history.length,
          referrer: document.referrer,
          origin: window.location.origin,
        });
        if (!back) return;
        event.preventDefault();
        navigate(-1);
      }}
    >
      <BackIcon />
      Voltar
    </Link>
  );
}
