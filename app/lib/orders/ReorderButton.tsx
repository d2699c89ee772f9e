import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect } from "react";

import type { FormResult } from "~/lib/platform";
import { alert, button } from "~/styles/shared.css";

import { type Reordered, reorderLinesValue } from "./reorder";

/** The cart page's action prices the lines today and leaves out what cannot be had. */
export function ReorderButton({
  cart,
  describedBy,
}: {
  cart: readonly { description: string; quantity: number }[];
  describedBy?: string;
}) {
  const fetcher = useFetcher<FormResult<Reordered>>();
  const navigate = useNavigate();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (result?.ok) navigate("/Carrinho", { state: { reordered: true, leftOut: result.data.leftOut } });
  }, [result, navigate]);
  return (
    <fetcher.Form method="post" action="/Carrinho">
      <input type="hidden" name="linhas" value={reorderLinesValue(cart)} />
      <button
        type="submit"
        name="intent"
        value="reorder"
        className={button.secondary}
        aria-describedby={describedBy}
        disabled={fetcher.state !== "idle"}
      >
        Pedir de novo
      </button>
      {result && !result.ok ? (
        <p role="alert" className={alert.error}>
          {result.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
