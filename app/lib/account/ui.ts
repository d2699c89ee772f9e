export { AccountControl } from "./AccountControl";
export { useGoogleSignIn } from "./useGoogleSignIn";
