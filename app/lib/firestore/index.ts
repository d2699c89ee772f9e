export { inboxConfig } from "./config";
export { inboxCall, InboxError, NUMBER_TAKEN, toInboxError } from "./inbox-error";
export { fieldsOfBatchGet, fromRestFields, restDatabase } from "./rest-documents";
