/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CEP_API_URL?: string;
  readonly VITE_CEP_FALLBACK_API_URL?: string;
  readonly VITE_SHOP_WHATSAPP?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
