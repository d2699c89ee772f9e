import { useCallback, useEffect, useRef, useState } from "react";
import { CEP_LENGTH, cepDigits, type CepAddress } from "~/lib/cep";
import { cepLookupForSession } from "~/lib/cep-service";

export type CepState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "found"; address: CepAddress }
  | { status: "failed"; offline: boolean };

/** The CEP field's digits and the address they led to; looks up exactly when there are eight digits. */
export function useCepAddress() {
  const [digits, setDigits] = useState("");
  const [state, setState] = useState<CepState>({ status: "idle" });
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
        return;
      }
      console.error(
        `CEP ${next} lookup failed:`,
        result.status === "not-found" ? "the CEP does not exist" : result.cause,
      );
      setState({ status: "failed", offline: result.status === "unavailable" && result.offline });
    });
  }, []);

  return { digits, state, changeCep };
}
