/** What the form and the route's action share; the erasing itself loads only when asked for. */
export const ERASE_MY_DATA_INTENT = "erase-my-data";

export const eraseQuestion =
  "Excluir seus dados? Seus favoritos, seu cartão fidelidade, seus endereços e seu “meu de sempre” serão apagados, " +
  "e seus pedidos perdem nome, endereço, celular, CPF e observação (a loja mantém só os itens e valores). " +
  "Isto não pode ser desfeito.";

/** The erasing, with what it imports, fetched when the shopper confirms: not in Meus pedidos' own chunk. */
export function eraseMyDataWhenAsked() {
  return import("./erase-my-data").then((module) => module.eraseMyData());
}
