export { shopSettingsPart } from "./parts";
export { fromSettingsData, overwroteUnseen, sameStoredValue } from "./settings-document";
export { settingsModule } from "./settings-module";
