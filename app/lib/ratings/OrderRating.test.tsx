// @vitest-environment happy-dom
import "@testing-library/jest-dom/vitest";

import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { FormResult } from "~/lib/platform";

import { stubApp } from "../../../tests/support/route-stub";
import { OrderRating } from "./OrderRating";
import { parseRatingForm, type Rating } from "./rating-document";

vi.mock("./useOrderRating", () => ({ useOrderRating: () => ({ status: "none" }) }));

afterEach(cleanup);

/** The route's action, answered by the test: what the server said, when it said it. */
function controlledAction() {
  const answers: ((result: FormResult<Rating>) => void)[] = [];
  const forms: FormData[] = [];
  const action = async ({ request }: { request: Request }) => {
    forms.push(await request.formData());
    return new Promise<FormResult<Rating>>((resolve) => answers.push(resolve));
  };
  return { action, answers, forms };
}

function renderRating(status: string, action: ReturnType<typeof controlledAction>["action"]) {
  const App = stubApp([
    {
      path: "pedido",
      Component: () => (
        <>
          <h1>Pedido nº 42</h1>
          <OrderRating docId="abc" orderNumber={42} status={status} />
        </>
      ),
      action,
    },
  ]);
  render(<App initialEntries={["/pedido"]} />);
}

describe("Avalie seu pedido", () => {
  it("is not offered before the order reached a delivered end", async () => {
    renderRating("Saiu para entrega", controlledAction().action);
    await screen.findByRole("heading", { name: "Pedido nº 42" });
    expect(screen.queryByRole("heading", { name: "Avalie seu pedido" })).not.toBeInTheDocument();
  });

  it("shows the sending, keeps the form on a refusal, and shows the rating only once saved", async () => {
    const user = userEvent.setup();
    const { action, answers, forms } = controlledAction();
    renderRating("Retirado", action);
    const group = await screen.findByRole("radiogroup", { name: "Nota" });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual(["1", "2", "3", "4", "5"]);
    await user.click(screen.getByRole("radio", { name: "3 estrelas" }));
    await user.click(screen.getByRole("checkbox", { name: "Atrasou" }));
    await user.type(screen.getByLabelText("Comentário"), "Demorou um pouco.");
    expect(screen.getByText("Opcional: 17/280 caracteres")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Enviar avaliação" }));

    expect(await screen.findByText("Enviando avaliação…")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Enviar avaliação" })).toBeDisabled();
    const sent = parseRatingForm(forms[0] ?? new FormData());
    expect(sent).toEqual({
      ok: true,
      value: { docId: "abc", orderNumber: 42, stars: 3, tags: ["Atrasou"], comment: "Demorou um pouco." },
    });
    answers[0]?.({ ok: false, message: "Sem conexão: a avaliação não foi enviada. Tente de novo." });
    expect(await screen.findByRole("alert")).toHaveTextContent("Sem conexão");
    expect(screen.getByRole("radio", { name: "3 estrelas" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Atrasou" })).toBeChecked();
    expect(screen.getByLabelText("Comentário")).toHaveValue("Demorou um pouco.");
    expect(screen.queryByRole("heading", { name: "Sua avaliação" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Enviar avaliação" }));
    await screen.findByText("Enviando avaliação…");
    if (!sent.ok) throw new Error("the form did not parse");
    answers[1]?.({ ok: true, data: { ...sent.value, customerUid: "alice", createdAt: Date.now() } });
    expect(await screen.findByRole("heading", { name: "Sua avaliação" })).toBeInTheDocument();
    expect(screen.getByText("Avaliação enviada. Obrigado!")).toBeInTheDocument();
    expect(screen.getByText(/Nota: 3 de 5/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Enviar avaliação" })).not.toBeInTheDocument();
  });
});
