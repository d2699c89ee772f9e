import { shopDay } from "./order-quota";

/** The shop day an order is counted in for its short number: its slot's, else the day it is made. */
export function orderDay(scheduledFor: number | undefined, now: number): number {
  return shopDay(scheduledFor ?? now);
}

/** "047": what staff call out and a shopper says; an order the shop never numbered keeps its long id. */
export function orderNumberText(order: { id: number; dayNumber?: number | null | undefined }): string {
  return order.dayNumber ? String(order.dayNumber).padStart(3, "0") : String(order.id);
}
