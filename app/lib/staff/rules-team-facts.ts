import { rulesLiteral, ruleString } from "~/lib/orders/rules-patterns";

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
  ];
}
