// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";

import { readTicketPaper, writeTicketPaper } from "./staff-storage";

afterEach(() => {
  localStorage.clear();
});

describe("the kitchen ticket's paper, as this device remembers it", () => {
  it("is the usual 80 mm roll until staff choose another", async () => {
    await expect(readTicketPaper()).resolves.toBe("80");
  });

  it("stays 58 mm once chosen", async () => {
    writeTicketPaper("58");
    await expect(readTicketPaper()).resolves.toBe("58");
  });

  it("is 80 mm again after a value no printer takes", async () => {
    localStorage.setItem("ticketPaper", JSON.stringify("72"));
    await expect(readTicketPaper()).resolves.toBe("80");
    localStorage.setItem("ticketPaper", "{not json");
    await expect(readTicketPaper()).resolves.toBe("80");
  });
});
