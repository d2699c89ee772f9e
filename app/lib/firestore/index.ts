export { inboxConfig } from "./config";
export { inboxCall, InboxError, NUMBER_TAKEN, toInboxError } from "./inbox-error";
export { fieldsOfBatchGet, foundOfBatchGet, fromRestFields, restDatabase } from "./rest-documents";
