export { inboxConfig } from "./config";
export { inboxCall, InboxError, NUMBER_TAKEN, toInboxError } from "./inbox-error";
export { batchGetRequest, fieldsOfBatchGet, foundOfBatchGet, fromRestFields, restDatabase } from "./rest-documents";
