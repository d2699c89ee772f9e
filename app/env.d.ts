/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CEP_API_URL?: string;
  readonly VITE_CEP_FALLBACK_API_URL?: string;
  readonly VITE_SHOP_WHATSAPP?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_AUTH_EMULATOR_HOST?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
