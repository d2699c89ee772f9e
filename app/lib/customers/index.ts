export {
  CUSTOMER_NAME_MAX,
  CUSTOMER_PROFILES_COLLECTION,
  customerProfileKeys,
  markProfileKept,
  profileAlreadyKept,
  profileToKeep,
} from "./customer-profile";
