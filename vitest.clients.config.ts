import { clientsConfig } from "./vitest.rules.config";

export default clientsConfig;
