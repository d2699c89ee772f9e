/** Said when sign-in fails for a reason with no words of its own, or before Firebase Auth could load. */
export const SIGN_IN_FAILED = "Não foi possível entrar agora. Tente de novo em instantes.";
