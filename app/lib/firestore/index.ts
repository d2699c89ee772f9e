export { inboxConfig } from "./config";
export { inboxCall, InboxError, NUMBER_TAKEN, toInboxError } from "./inbox-error";
export { restDatabase } from "./rest-documents";
