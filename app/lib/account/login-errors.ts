import { SIGN_IN_FAILED } from "./sign-in-failed";

// With Firebase Auth, whose errors these are: not in the first load.

/** What the shopper reads when sign-in fails; null when saying nothing is right (they closed the popup). */
export function loginErrorMessage(code: string | undefined): string | null {
  switch (code) {
    case "auth/popup-closed-by-user":
    case "auth/cancelled-popup-request":
    case "auth/user-cancelled":
      return null;
    case "auth/popup-blocked":
      return "O navegador bloqueou a janela de login. Permita pop-ups para este site e tente de novo.";
    case "auth/network-request-failed":
      return "Sem conexão com o serviço de login. Verifique sua internet e tente de novo.";
    default:
      return SIGN_IN_FAILED;
  }
}

export function firebaseErrorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
    ? error.code
    : undefined;
}
