import { CUSTOMER_NAME_MAX, customerProfileKeys } from "~/lib/customers";
import { rulesLiteral } from "~/lib/orders/rules-patterns";

import { customerBookSchema } from "./customer-book";

export function customerFunctions(): string[] {
  return [
    '    // "Clientes" (app/lib/staff/customer-book.ts, app/lib/customers).',
    "    function customerNameMax() {",
    `      return ${CUSTOMER_NAME_MAX};`,
    "    }",
    "",
    "    function customerProfileKeys() {",
    `      return ${rulesLiteral([...customerProfileKeys])};`,
    "    }",
    "",
    "    function customerBookKeys() {",
    `      return ${rulesLiteral(Object.keys(customerBookSchema.shape))};`,
    "    }",
  ];
}
