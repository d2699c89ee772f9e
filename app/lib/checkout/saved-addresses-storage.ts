import { readableValues, readEntries, writeRaw } from "~/lib/platform";

import { rememberAddress, type SavedAddress } from "./saved-addresses";

const addressSchema = () => import("./saved-address-schema").then((module) => module.savedAddressSchema);

/** This device's "Meus endereços". */
export async function readSavedAddresses(): Promise<SavedAddress[]> {
  return readableValues(await readEntries("savedAddresses", addressSchema));
}

/** After a delivery order: its address first on this device. */
export async function rememberDeviceAddress(address: SavedAddress): Promise<void> {
  writeRaw("savedAddresses", rememberAddress(await readSavedAddresses(), address));
}

/** "Excluir meus dados": this device's addresses go. */
export function forgetSavedAddresses(): void {
  writeRaw("savedAddresses", []);
}
