export { shopSettingsPart } from "./parts";
export {
  fieldsOfBatchGet,
  fromRestFields,
  fromSettingsData,
  overwroteUnseen,
  sameStoredValue,
} from "./settings-document";
export { settingsModule } from "./settings-module";
