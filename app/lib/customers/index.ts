export {
  CUSTOMER_NAME_MAX,
  CUSTOMER_PROFILES_COLLECTION,
  markProfileKept,
  profileAlreadyKept,
  profileToKeep,
} from "./customer-profile";
