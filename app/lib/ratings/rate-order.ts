import { toInboxError } from "~/lib/firestore";
import type { FormResult } from "~/lib/platform";

import { ratingsPart } from "./parts";
import { ALREADY_REPLIED, parseRatingForm, parseReplyForm, type Rating } from "./rating-document";

const RATING_OFFLINE = "Sem conexão: a avaliação não foi enviada. Tente de novo.";
const RATING_REFUSED =
  "A loja não aceitou esta avaliação: cada pedido é avaliado uma vez, pela conta que o fez, depois de entregue.";
const REPLY_OFFLINE = "Sem conexão: a resposta não foi enviada. Tente de novo.";
const REPLY_TAKEN = "Esta avaliação já tem uma resposta.";
const REPLY_REFUSED = "Não foi possível enviar a resposta.";

/** "Enviar avaliação": the form parsed, then saved at the shop; done only once the server has it. */
export async function rateOrder(form: FormData): Promise<FormResult<Rating>> {
  const parsed = parseRatingForm(form);
  if (!parsed.ok) return parsed;
  if (!navigator.onLine) return { ok: false, message: RATING_OFFLINE };
  try {
    return { ok: true, data: await (await ratingsPart.open()).rate(parsed.value) };
  } catch (error) {
    console.error(`The rating of ${parsed.value.docId} was not saved:`, error);
    return { ok: false, message: toInboxError(error).kind === "unavailable" ? RATING_OFFLINE : RATING_REFUSED };
  }
}

/** Staff's "Responder". */
export async function replyToRating(form: FormData): Promise<FormResult> {
  const parsed = parseReplyForm(form);
  if (!parsed.ok) return parsed;
  if (!navigator.onLine) return { ok: false, message: REPLY_OFFLINE };
  try {
    await (await ratingsPart.open()).reply(parsed.value.docId, parsed.value.text);
    return { ok: true };
  } catch (error) {
    console.error(`The reply to ${parsed.value.docId} was not saved:`, error);
    const failure = toInboxError(error);
    if (failure.code === ALREADY_REPLIED) return { ok: false, message: REPLY_TAKEN };
    return { ok: false, message: failure.kind === "unavailable" ? REPLY_OFFLINE : REPLY_REFUSED };
  }
}
