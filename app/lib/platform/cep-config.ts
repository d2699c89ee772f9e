/** The CEP services a build talks to: the env vars when set, the public services otherwise. */
export function cepServiceUrls(env: Partial<Record<string, string | undefined>>): {
  primary: string;
  fallback: string;
} {
  return {
    primary: env.VITE_CEP_API_URL || "https://viacep.com.br",
    fallback: env.VITE_CEP_FALLBACK_API_URL || "https://brasilapi.com.br",
  };
}
