import type * as z from "zod/mini";

import type { FormFailure } from "./form-result";

type IntentSchema<Command extends { intent: string }> = z.ZodMiniType<Command>;

export function parseIntent<Command extends { intent: string }>(
  form: FormData,
  schema: IntentSchema<Command>,
  invalid: string,
): { ok: true; command: Command } | FormFailure {
  const parsed = schema.safeParse(Object.fromEntries(form), { error: () => invalid });
  if (parsed.success) return { ok: true, command: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? invalid };
}
