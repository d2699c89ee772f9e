import * as z from "zod/mini";

import { MAX_TABLES } from "~/lib/shop";

import { TABLE_CODE_PATTERN } from "./table-code";

/** What sessionStorage keeps of the table link the visit was opened with. */
export const tableModeSchema = z.object({
  number: z.int().check(z.positive(), z.lte(MAX_TABLES)),
  code: z.string().check(z.regex(new RegExp(`^${TABLE_CODE_PATTERN}$`))),
});
