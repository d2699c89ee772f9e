// @vitest-environment happy-dom
import "@testing-library/jest-dom/vitest";

import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import type { AuthState } from "~/lib/account";
import { StaffSignIn } from "~/routes/Admin/StaffSignIn";

afterEach(cleanup);

/** What a screen reader reads of `element`, aria-hidden parts left out; e2e checks what is painted. */
function readText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? "";
}

const bia: AuthState = {
  status: "signed-in",
  user: { uid: "bia", name: "Bia Lima", email: "bia@exemplo.com.br", photo: null },
};

describe("/Admin's Área da equipe", () => {
  it("offers Google's sign-in to someone signed out", () => {
    render(<StaffSignIn auth={{ status: "signed-out" }} checkFailed={false} />);
    const region = screen.getByRole("region", { name: "Área da equipe" });
    expect(readText(region)).toContain("Entre com a conta Google cadastrada na equipe para começar.");
    expect(screen.getByRole("button", { name: "Entrar com Google" })).toBeEnabled();
  });

  it("says neither signed out nor in while the sign-in state is not known: a staff member may be signed in", () => {
    render(<StaffSignIn auth={{ status: "unknown" }} checkFailed={false} />);
    const region = screen.getByRole("region", { name: "Área da equipe" });
    expect(readText(region)).toContain("Os pedidos da loja chegam aqui ao vivo para a equipe");
    expect(readText(region)).not.toContain("Entre com a conta Google");
    expect(screen.getByRole("button", { name: "Verificando sua conta…" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Entrar com Google" })).not.toBeInTheDocument();
  });

  it("tells a signed-in shopper that their account is not staff's, with no sign-in button", () => {
    render(<StaffSignIn auth={bia} checkFailed={false} />);
    expect(screen.getByRole("region", { name: "Área da equipe" })).toHaveTextContent(
      "A conta bia@exemplo.com.br não está cadastrada na equipe",
    );
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says it could not check, rather than that the account is not staff's, when the check failed", () => {
    render(<StaffSignIn auth={bia} checkFailed />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Não foi possível confirmar se a conta bia@exemplo.com.br é da equipe. Verifique a conexão e recarregue a página.",
    );
    expect(screen.getByRole("region", { name: "Área da equipe" })).not.toHaveTextContent("não está cadastrada");
  });
});
