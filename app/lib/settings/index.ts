export {
  fieldsOfBatchGet,
  fromRestFields,
  fromSettingsData,
  overwroteUnseen,
  sameStoredValue,
  toAreaDocuments,
  toSettingsDocument,
} from "./settings-document";
