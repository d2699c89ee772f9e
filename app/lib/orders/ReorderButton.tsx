import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect } from "react";

import type { CheckoutDraft } from "~/lib/checkout";
import type { FormResult } from "~/lib/platform";
import { alert, button } from "~/styles/shared.css";

import { type Reordered, reorderLinesValue } from "./reorder";

/**
 * The cart page's action prices the lines today and leaves out what cannot be had; with `draft` ("Meu de sempre"),
 * the checkout starts from those fields.
 */
export function ReorderButton({
  cart,
  describedBy,
  draft,
  label = "Pedir de novo",
}: {
  cart: readonly { description: string; quantity: number }[];
  describedBy?: string;
  draft?: CheckoutDraft;
  label?: string;
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
      {draft ? <input type="hidden" name="rascunho" value={JSON.stringify(draft)} /> : null}
      <button
        type="submit"
        name="intent"
        value="reorder"
        className={button.secondary}
        aria-describedby={describedBy}
        disabled={fetcher.state !== "idle"}
      >
        {label}
      </button>
      {result && !result.ok ? (
        <p role="alert" className={alert.error}>
          {result.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
