import { Link, useLoaderData, type ClientActionFunctionArgs, type MetaFunction } from "@remix-run/react";
import { cartTotal, reconcileCart } from "~/lib/cart";
import { applyCartCommand, parseCartCommand, type CartActionResult } from "~/lib/cart-intents";
import { formatBRL } from "~/lib/money";
import { shop } from "~/lib/shop";
import { readCart, storageErrorMessage, StorageWriteError, writeCart } from "~/lib/storage";
import { page, pageTitle } from "~/styles/shared.css";

export const meta: MetaFunction = () => [
  { title: `Carrinho — ${shop.name}` },
  { name: "description", content: "Revise seu pedido, informe o endereço e escolha como pagar na entrega." },
];

export async function clientLoader() {
  const cart = reconcileCart(readCart());
  return { cart, total: cartTotal(cart) };
}

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<CartActionResult> {
  const parsed = parseCartCommand(await request.formData());
  if (!parsed.ok) return parsed;
  // Read at the moment of the action, so a change made in another tab is not overwritten.
  const result = applyCartCommand(reconcileCart(readCart()), parsed.command);
  if (!result.ok) return result;
  try {
    writeCart(result.cart);
  } catch (error) {
    if (error instanceof StorageWriteError) return { ok: false, message: storageErrorMessage(error) };
    throw error;
  }
  return { ok: true };
}

export default function CartPage() {
  const { cart, total } = useLoaderData<typeof clientLoader>();
  return (
    <section className={page} aria-labelledby="cart-title">
      <h1 id="cart-title" className={pageTitle}>
        Carrinho
      </h1>
      {cart.length === 0 ? (
        <p>
          Seu carrinho está vazio. <Link to="/">Conheça nossos cafés</Link>
        </p>
      ) : (
        <>
          <ul>
            {cart.map((line) => (
              <li key={line.description}>
                {line.quantity}x {line.description} — {formatBRL(line.price)}
              </li>
            ))}
          </ul>
          <p>Total: {formatBRL(total)}</p>
        </>
      )}
    </section>
  );
}
