export { shopSettingsPart } from "./parts";
export type { SettingsSection } from "./settings-acts";
export { fromSettingsData, overwroteUnseen, sameStoredValue } from "./settings-document";
export { settingsModule } from "./settings-module";
