import { useCallback, useEffect, useRef, useState } from "react";

import { CEP_LENGTH, cepDigits } from "~/lib/orders";

import type { CepAddress } from "./cep";
import { cepLookupForSession } from "./cep-service";

export type CepState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "found"; address: CepAddress }
  /** The service says the CEP does not exist. */
  | { status: "not-found" }
  /** The service could not answer (down, timeout, broken answer, offline). */
  | { status: "unavailable"; offline: boolean };

/**
 * The CEP field's digits and the address they led to; looks up exactly when there are eight digits
 * (at once for `initialDigits`, a CEP the checkout draft kept).
 * `manual` turns on when a lookup fails, so the shopper types the address, and stays on (keeping
 * what was typed while the CEP is corrected) until a lookup succeeds.
 */
export function useCepAddress(initialDigits = "") {
  const [digits, setDigits] = useState(initialDigits);
  const [state, setState] = useState<CepState>({ status: "idle" });
  const [manual, setManual] = useState(false);
  const lookup = useRef(cepLookupForSession());

  useEffect(() => () => lookup.current.cancel(), []);

  const changeCep = useCallback((input: string) => {
    const next = cepDigits(input);
    setDigits(next);
    if (next.length !== CEP_LENGTH) {
      lookup.current.cancel();
      setState({ status: "idle" });
      return;
    }
    setState({ status: "loading" });
    void lookup.current.request(next).then((result) => {
      if (result === null) return;
      if (result.status === "found") {
        setState({ status: "found", address: result.address });
        setManual(false);
        return;
      }
      console.error(
        `CEP ${next} lookup failed:`,
        result.status === "not-found" ? "the CEP does not exist" : result.cause,
      );
      setState(
        result.status === "not-found" ? { status: "not-found" } : { status: "unavailable", offline: result.offline },
      );
      setManual(true);
    });
  }, []);

  // A CEP kept from an earlier visit is looked up again, once.
  const initial = useRef(initialDigits);
  useEffect(() => {
    if (initial.current.length === CEP_LENGTH) changeCep(initial.current);
  }, [changeCep]);

  /** The address can be sent: looked up, or typed after a lookup of these eight digits failed. */
  const settled =
    state.status === "found" || (manual && (state.status === "not-found" || state.status === "unavailable"));

  return { digits, state, manual, settled, changeCep };
}
