export { shopSettingsPart } from "./parts";
export type { SettingsSection } from "./settings-acts";
export {
  AREAS_COLLECTION,
  fromSettingsData,
  overwroteUnseen,
  sameStoredValue,
  toAreaDocuments,
  toSettingsDocument,
} from "./settings-document";
export { settingsModule } from "./settings-module";
