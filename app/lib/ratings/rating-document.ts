import * as z from "zod/mini";

import { cleanText } from "~/lib/platform";

/** `ratings/{orderDocId}`: one per order, by its customer, once it reached a delivered end (firestore.rules). */
export const RATING_STARS = [1, 2, 3, 4, 5] as const;
export const RATING_TAGS = [
  "Café quente",
  "Bem embalado",
  "No horário",
  "Café frio",
  "Atrasou",
  "Pedido errado",
] as const;
/** The comment's and the shop's reply's most characters. */
export const RATING_TEXT_MAX = 280;

export type RatingTag = (typeof RATING_TAGS)[number];
type Stars = (typeof RATING_STARS)[number];

export function starsLabel(stars: number): string {
  return stars === 1 ? "1 estrela" : `${stars} estrelas`;
}

/** Staff's second reply: the first stands. */
export const ALREADY_REPLIED = "already-replied";

const ratingTextTooLong = `O texto pode ter até ${RATING_TEXT_MAX} caracteres.`;

function cleanRatingText(text: string): string {
  return cleanText(text, { keepLineBreaks: true });
}

const ratingText = (min: number) =>
  z.pipe(
    z.pipe(z.string(), z.transform(cleanRatingText)),
    z.string().check(z.minLength(min, "Escreva a resposta."), z.maxLength(RATING_TEXT_MAX, ratingTextTooLong)),
  );

/** "Avalie seu pedido" as the form sends it: a field per value, a checkbox per tag. */
const ratingFormSchema = z.object({
  pedido: z.string().check(z.minLength(1, "Pedido inválido.")),
  numero: z.coerce.number("Pedido inválido.").check(z.int("Pedido inválido."), z.positive("Pedido inválido.")),
  nota: z.pipe(
    z.coerce.number("Escolha uma nota de 1 a 5."),
    z.literal([...RATING_STARS], "Escolha uma nota de 1 a 5."),
  ),
  etiquetas: z
    .array(z.enum(RATING_TAGS, "Etiqueta inválida."))
    .check(z.refine((tags) => new Set(tags).size === tags.length, "Etiqueta repetida.")),
  comentario: ratingText(0),
});

export interface RatingInput {
  docId: string;
  orderNumber: number;
  stars: Stars;
  tags: RatingTag[];
  comment: string;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function firstIssue(error: z.core.$ZodError, fallback: string): string {
  return error.issues[0]?.message ?? fallback;
}

export function parseRatingForm(form: FormData): Parsed<RatingInput> {
  const parsed = ratingFormSchema.safeParse({
    pedido: form.get("pedido") ?? "",
    numero: form.get("numero") ?? "",
    nota: form.get("nota") ?? "",
    etiquetas: form.getAll("etiqueta"),
    comentario: form.get("comentario") ?? "",
  });
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error, "Avaliação inválida.") };
  const { pedido, numero, nota, etiquetas, comentario } = parsed.data;
  return { ok: true, value: { docId: pedido, orderNumber: numero, stars: nota, tags: etiquetas, comment: comentario } };
}

const replyFormSchema = z.object({
  avaliacao: z.string().check(z.minLength(1, "Avaliação inválida.")),
  resposta: ratingText(1),
});

export function parseReplyForm(form: FormData): Parsed<{ docId: string; text: string }> {
  const parsed = replyFormSchema.safeParse({
    avaliacao: form.get("avaliacao") ?? "",
    resposta: form.get("resposta") ?? "",
  });
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error, "Resposta inválida.") };
  return { ok: true, value: { docId: parsed.data.avaliacao, text: parsed.data.resposta } };
}

/** A rating as the shop stores it, its times as milliseconds. */
const ratingSchema = z.object({
  docId: z.string(),
  customerUid: z.string(),
  orderNumber: z.number(),
  stars: z.literal([...RATING_STARS]),
  tags: z.array(z.enum(RATING_TAGS)),
  comment: z.string(),
  createdAt: z.number(),
  reply: z.optional(z.object({ text: z.string(), at: z.number() })),
});

export type Rating = z.infer<typeof ratingSchema>;

export function parseRating(data: unknown): Rating | null {
  const parsed = ratingSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** What the shopper's create writes, createdAt aside (the server's time). */
export function toRatingDocument(input: RatingInput, customerUid: string) {
  return {
    customerUid,
    orderNumber: input.orderNumber,
    stars: input.stars,
    tags: input.tags,
    comment: input.comment,
  };
}
