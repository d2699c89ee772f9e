/**
 * The order this page session has just confirmed, so /order-done can say "sent" once for it.
 * Memory only: after a reload the confirmation page shows the order without announcing it again.
 */
let justConfirmedOrderId: number | null = null;

export function announceOrder(id: number): void {
  justConfirmedOrderId = id;
}

export function isJustConfirmed(id: number): boolean {
  return justConfirmedOrderId === id;
}
