import { useCallback, useEffect, useRef, useState } from "react";

import { CEP_LENGTH, cepDigits } from "~/lib/orders";

import type { CepAddress } from "./cep";
import { cepLookupForSession } from "./cep-service";

export type CepState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "found"; address: CepAddress }
  | { status: "not-found" }
  | { status: "unavailable"; offline: boolean };

/** `manual` turns on when a lookup fails and stays on, keeping what was typed, until a lookup succeeds. */
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

  const settled =
    state.status === "found" || (manual && (state.status === "not-found" || state.status === "unavailable"));

  return { digits, state, manual, settled, changeCep };
}
