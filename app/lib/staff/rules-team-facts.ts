import { orderActKeys } from "~/lib/orders/order-acts";
import { rulesLiteral, ruleString } from "~/lib/orders/rules-patterns";
import { settingsSections } from "~/lib/settings/settings-acts";

import { OWNER_ROLE, STAFF_EMAIL_MAX, STAFF_EMAIL_PATTERN, staffRoles, teamSettingsFields } from "./staff-roles";

export function teamFunctions(): string[] {
  return [
    "    // The team's roles (app/lib/staff/staff-roles.ts) and the owner's.",
    "    function staffRoles() {",
    `      return ${rulesLiteral([...staffRoles])};`,
    "    }",
    "",
    "    function ownerRole() {",
    `      return ${rulesLiteral(OWNER_ROLE)};`,
    "    }",
    "",
    "    // The settings' fields Equipe changes: the service's, not the business's.",
    "    function teamSettingsFields() {",
    `      return ${rulesLiteral([...teamSettingsFields])};`,
    "    }",
    "",
    "    function staffEmailPattern() {",
    `      return ${ruleString(STAFF_EMAIL_PATTERN)};`,
    "    }",
    "",
    "    function staffEmailMax() {",
    `      return ${STAFF_EMAIL_MAX};`,
    "    }",
    "",
    "    // Who did what (app/lib/orders/order-acts.ts, app/lib/settings/settings-acts.ts).",
    "    function orderActKeys() {",
    `      return ${rulesLiteral(orderActKeys)};`,
    "    }",
    "",
    "    function settingsSections() {",
    `      return ${rulesLiteral([...settingsSections])};`,
    "    }",
  ];
}
