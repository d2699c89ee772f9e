/** Memory only: after a reload /order-done shows the order without announcing it again. */
let justConfirmedOrderId: number | null = null;

export function announceOrder(id: number): void {
  justConfirmedOrderId = id;
}

export function isJustConfirmed(id: number): boolean {
  return justConfirmedOrderId === id;
}
