import { forgetFavorites, signedInUser } from "~/lib/account";
import { forgetCheckoutDraft, forgetSavedAddresses } from "~/lib/checkout";
import { inboxConfig } from "~/lib/firestore";
import { eraseStoredOrderDetails, isOpenOrder, readOrders } from "~/lib/orders";
import type { FormResult } from "~/lib/platform";
import { forgetUsualOrders } from "~/lib/usual";

import { myDataPart } from "./parts";

const erasedNotice =
  "Seus dados foram excluídos: favoritos, cartão fidelidade, endereços e “meu de sempre”; seus pedidos ficaram " +
  "sem nome, endereço, celular, CPF e observação.";

const openOrdersMessage =
  "Você tem um pedido em andamento: a loja ainda precisa do seu endereço e nome. " +
  "Exclua seus dados quando ele for entregue ou cancelado.";

const eraseFailedMessage =
  "Não foi possível excluir seus dados agora. Verifique a conexão e tente de novo: " +
  "nada deste aparelho foi apagado.";

const deviceEraseFailedMessage =
  "A loja já excluiu seus dados, mas o navegador não deixou apagar os deste aparelho. Tente de novo.";

/** The shop's copies first: the device's go only once the server has erased its own, so a failure leaves both. */
export async function eraseMyData(): Promise<FormResult<{ notice: string }>> {
  const { orders } = await readOrders();
  if (orders.some(isOpenOrder)) return { ok: false, message: openOrdersMessage };
  if (inboxConfig.mode !== "disabled") {
    try {
      const atShop = await (await myDataPart.open()).eraseAtShop();
      if (atShop.kind === "open-orders") return { ok: false, message: openOrdersMessage };
    } catch (error) {
      console.error("The shopper's data could not be erased at the shop:", error);
      return { ok: false, message: eraseFailedMessage };
    }
  }
  try {
    await eraseStoredOrderDetails();
    forgetSavedAddresses();
    forgetUsualOrders();
    forgetCheckoutDraft();
    forgetFavorites(signedInUser()?.uid ?? null);
  } catch (error) {
    console.error("The shopper's data could not be erased on this device:", error);
    return { ok: false, message: deviceEraseFailedMessage };
  }
  return { ok: true, data: { notice: erasedNotice } };
}
