import { Link, useLocation, useNavigate } from "@remix-run/react";

import { button } from "~/styles/shared.css";

import { BackIcon } from "./Icons";

/** Goes back in history when the shopper came from inside the shop, otherwise to the home page. */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromShop = location.key !== "default";
  return (
    <Link
      to="/"
      className={button.ghost}
      onClick={(event) => {
        if (!cameFromShop) return;
        event.preventDefault();
        navigate(-1);
      }}
    >
      <BackIcon />
      Voltar
    </Link>
  );
}
