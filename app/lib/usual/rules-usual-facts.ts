import { brazilianStates, CALL_NAME_MAX, paymentMethods } from "~/lib/orders";
import { alternatives, ruleString, SEPARATOR, text } from "~/lib/orders/rules-patterns";

import { usualDraftFields } from "./usual-document";
import { MAX_USUAL_ORDERS, USUAL_NAME_MAX } from "./usual-facts";

/** Each field may be empty; what is there is what the checkout's form could hold. */
function usualDraftPattern(): string {
  const pieces: Record<(typeof usualDraftFields)[number], string> = {
    modo: "(entrega|retirada)?",
    cep: "([0-9]{8})?",
    origem: "(cep|manual)?",
    rua: text(0),
    bairro: text(0),
    cidade: text(0),
    uf: `${alternatives(brazilianStates)}?`,
    numero: text(0),
    complemento: text(0),
    pagamento: `${alternatives(paymentMethods)}?`,
    nomeParaChamar: text(0, CALL_NAME_MAX),
    celular: text(0, 20),
  };
  return usualDraftFields.map((field) => pieces[field]).join(SEPARATOR);
}

/** "Meu de sempre" of a Google account (app/lib/usual): decision 0054. */
export function usualOrderFunctions(): string[] {
  const joined = usualDraftFields.map((field) => `d.${field}`).join(` + '${SEPARATOR}' + `);
  const each = Array.from(
    { length: MAX_USUAL_ORDERS },
    (_, index) => `(list.size() < ${index + 1} || validUsualOrder(list[${index}]))`,
  );
  return [
    "    // A saved order's checkout fields: exactly these keys, each a string, empty when not given.",
    "    function validUsualDraft(d) {",
    `      return d is map && d.size() == ${usualDraftFields.length}`,
    `        && (${joined})`,
    `          .matches(${ruleString(usualDraftPattern())});`,
    "    }",
    "",
    "    // Its name, its lines as an order's (the catalogue's drinks and choices at today's prices), its fields.",
    "    function validUsualOrder(u) {",
    "      return u is map && u.size() == 4",
    `        && u.name is string && u.name.matches(${ruleString(text(1, USUAL_NAME_MAX))})`,
    "        && validCart(u.cart) && u.savedAt is number && validUsualDraft(u.draft);",
    "    }",
    "",
    `    // At most ${MAX_USUAL_ORDERS}, each checked (rules have no loops).`,
    "    function validUsualOrders(list) {",
    `      return list is list && list.size() <= ${MAX_USUAL_ORDERS}`,
    `        && ${each.join("\n        && ")};`,
    "    }",
  ];
}
