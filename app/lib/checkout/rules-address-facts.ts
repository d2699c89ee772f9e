import { brazilianStates } from "~/lib/orders";
import { alternatives, ruleString, SEPARATOR, text } from "~/lib/orders/rules-patterns";

import { MAX_SAVED_ADDRESSES } from "./saved-addresses";

const fields = ["cep", "rua", "numero", "complemento", "bairro", "cidade", "uf"] as const;

/** In validSavedAddress's order: the CEP's digits, the texts as an order's, the city named, the state's code. */
function savedAddressPattern(): string {
  const texts = { rua: 0, numero: 0, complemento: 0, bairro: 0, cidade: 1 } as const;
  return fields
    .map((field) =>
      field === "cep" ? "[0-9]{8}" : field === "uf" ? alternatives(brazilianStates) : text(texts[field]),
    )
    .join(SEPARATOR);
}

/** "Meus endereços" of an account (app/lib/checkout/saved-addresses.ts): decision 0052. */
export function addressBookFunctions(): string[] {
  const joined = fields.map((field) => `a.${field}`).join(` + '${SEPARATOR}' + `);
  const each = Array.from(
    { length: MAX_SAVED_ADDRESSES },
    (_, index) => `(list.size() < ${index + 1} || validSavedAddress(list[${index}]))`,
  );
  return [
    "    // A saved address: exactly these keys, as an order's address without its origin.",
    "    function validSavedAddress(a) {",
    `      return a is map && a.size() == ${fields.length}`,
    `        && (${joined})`,
    `          .matches(${ruleString(savedAddressPattern())});`,
    "    }",
    "",
    `    // At most ${MAX_SAVED_ADDRESSES}, each checked (rules have no loops).`,
    "    function validSavedAddresses(list) {",
    `      return list is list && list.size() <= ${MAX_SAVED_ADDRESSES}`,
    `        && ${each.join("\n        && ")};`,
    "    }",
  ];
}
