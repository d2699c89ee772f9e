/**
 * Staff hear and see a new order (issue 21): the count of Pendente orders in /Admin's title, the
 * "Novo pedido" announcement, the alert sound and the system notification. The browser's sound
 * and notifications are replaced by recording stand-ins (`installAlertStubs`); the app's code runs
 * as it is. Other tests place Pendente orders in the same inbox at the same time, so counts are
 * checked against the cards shown, never against a fixed number.
 */
import type { Page } from "@playwright/test";

import { catalogueLine } from "../scripts/inbox-clients";
import { expect, expectNoAxeViolations, shopOrder, shownNumber, test } from "./fixtures";

const ADMIN_TITLE = "Pedidos recebidos — Cafeteria";

/** What the page's stand-ins for the browser recorded. */
interface AlertLog {
  /** Date.now() of each beep started (one oscillator per beep). */
  beeps: number[];
  notifications: { title: string; body: string; tag: string }[];
  permissionRequests: number;
}

/**
 * Runs in the page before the app: a recording AudioContext that, like Chrome's, may only sound
 * once the page has had a user gesture (so it starts suspended after a reload); a Notification whose permission prompt answers `answer`
 * (or no Notification at all); and a tab whose visibility the test sets with `__setHidden`.
 */
function installAlertStubs({ answer }: { answer: "granted" | "denied" | "missing" }) {
  const log: AlertLog = { beeps: [], notifications: [], permissionRequests: 0 };
  const page = window as unknown as Record<string, unknown>;
  page.__alerts = log;

  class FakeParam {
    value = 0;
    setValueAtTime(value: number) {
      this.value = value;
      return this;
    }
    exponentialRampToValueAtTime() {
      return this;
    }
    linearRampToValueAtTime() {
      return this;
    }
  }
  class FakeNode {
    connect<T>(target: T): T {
      return target;
    }
    disconnect() {}
  }
  class FakeOscillator extends FakeNode {
    type = "sine";
    frequency = new FakeParam();
    start() {
      log.beeps.push(Date.now());
    }
    stop() {}
  }
  class FakeGain extends FakeNode {
    gain = new FakeParam();
  }
  // Chrome lets an AudioContext run once the page has had a gesture. navigator.userActivation
  // cannot tell: Playwright's own evaluations count as gestures. So the stand-in watches for them.
  let gestured = false;
  for (const type of ["keydown", "mousedown", "pointerdown", "pointerup", "touchend"]) {
    window.addEventListener(
      type,
      (event) => {
        if (event.isTrusted) gestured = true;
      },
      true,
    );
  }
  class FakeAudioContext extends EventTarget {
    state: string = gestured ? "running" : "suspended";
    currentTime = 0;
    destination = new FakeNode();
    createOscillator() {
      return new FakeOscillator();
    }
    createGain() {
      return new FakeGain();
    }
    async resume() {
      if (this.state === "suspended" && gestured) {
        this.state = "running";
        this.dispatchEvent(new Event("statechange"));
      }
    }
    async close() {
      this.state = "closed";
    }
  }
  page.AudioContext = FakeAudioContext;

  if (answer === "missing") {
    delete page.Notification;
  } else {
    let permission = "default";
    class FakeNotification extends EventTarget {
      static get permission() {
        return permission;
      }
      static async requestPermission() {
        log.permissionRequests += 1;
        permission = answer;
        return permission;
      }
      constructor(title: string, options: { body?: string; tag?: string } = {}) {
        super();
        log.notifications.push({ title, body: options.body ?? "", tag: options.tag ?? "" });
      }
      close() {}
    }
    page.Notification = FakeNotification;
  }

  let hidden = false;
  Object.defineProperty(Document.prototype, "visibilityState", {
    configurable: true,
    get: () => (hidden ? "hidden" : "visible"),
  });
  Object.defineProperty(Document.prototype, "hidden", { configurable: true, get: () => hidden });
  page.__setHidden = (value: boolean) => {
    hidden = value;
    document.dispatchEvent(new Event("visibilitychange"));
  };
}

function alertLog(page: Page): Promise<AlertLog> {
  return page.evaluate(() => (window as unknown as { __alerts: AlertLog }).__alerts);
}

async function beepCount(page: Page): Promise<number> {
  return (await alertLog(page)).beeps.length;
}

/** Puts the recording stand-ins in place on a staff device, before its /Admin opens. */
function withStubs(answer: "granted" | "denied" | "missing" = "granted") {
  return (page: Page) => page.addInitScript(installAlertStubs, { answer });
}

/** One `product`, to Recife (R$ 5,00 delivery), as a shopper's phone sends it. */
const oneOf = (product: string) => ({ cart: [catalogueLine(product, 1)] });

/** How many order cards on /Admin say "Pendente" in their Status, but for those still in "Agendados". */
function pendingCards(page: Page): Promise<number> {
  return page
    .getByRole("article")
    .getByLabel("Status")
    .evaluateAll(
      (selects) =>
        selects.filter(
          (select) =>
            (select as HTMLSelectElement).value === "Pendente" &&
            select.closest("section")?.querySelector("h2")?.textContent !== "Agendados",
        ).length,
    );
}

/** The title carries "(N) " for the N Pendente cards shown, and nothing when there are none. */
async function expectTitleCountsPending(page: Page) {
  await expect(async () => {
    const pending = await pendingCards(page);
    expect(await page.title()).toBe(pending > 0 ? `(${pending}) ${ADMIN_TITLE}` : ADMIN_TITLE);
  }).toPass({ timeout: 20_000 });
}

test.describe("staff's alerts on /Admin", () => {
  // Staff devices, orders sent from Node, Firestore round trips: on a busy 2-core machine this takes a while.
  test.describe.configure({ timeout: 150_000 });

  test("a shopper's order puts (N) in staff's title and says Novo pedido, live; Em preparo takes it out", async ({
    placeOrder,
    openStaff,
  }) => {
    const staff = await openStaff();
    await expectTitleCountsPending(staff);

    const id = await placeOrder(oneOf("Frappé de Caramelo"));
    const order = shopOrder(staff, id);
    await expect(order.getByLabel("Status")).toHaveValue("Pendente", { timeout: 20_000 });
    // At least this order waits: the title has a count, and it is the count of Pendente cards.
    await expect(staff).toHaveTitle(/^\(\d+\) Pedidos recebidos — Cafeteria$/);
    await expectTitleCountsPending(staff);
    // R$ 15,90 of Frappé and R$ 5,00 of delivery to Recife.
    const announcement = staff.getByRole("status").getByText("Novo pedido: R$ 20,90", { exact: true });
    await expect(announcement).toBeVisible();
    await expectNoAxeViolations(staff);

    await order.getByLabel("Status").selectOption("Em preparo");
    await expect(order.getByLabel("Status")).toHaveValue("Em preparo");
    await expectTitleCountsPending(staff);
    await expect(announcement).toHaveCount(0);
  });

  test("an order already waiting when /Admin opens is counted, not announced as new", async ({
    placeOrder,
    openStaff,
  }) => {
    const id = await placeOrder(oneOf("Expresso Americano"));
    const staff = await openStaff();
    await expect(shopOrder(staff, id).getByLabel("Status")).toHaveValue("Pendente", { timeout: 20_000 });
    await expectTitleCountsPending(staff);
    // R$ 7,50 of Americano and R$ 5,00 of delivery.
    await expect(staff.getByRole("status").getByText("Novo pedido: R$ 12,50", { exact: true })).toHaveCount(0);
  });

  test("Ativar alerta sonoro: a beep at once on a new order, every 30 s while it waits, none once off; remembered", async ({
    placeOrder,
    openStaff,
  }) => {
    const staff = await openStaff(async (admin) => {
      await withStubs()(admin);
      await admin.clock.install();
    });
    // An order already waits when the sound is turned on: it rings at once.
    const waitingId = await placeOrder(oneOf("Macchiato"));
    await expect(shopOrder(staff, waitingId).getByLabel("Status")).toHaveValue("Pendente", { timeout: 20_000 });
    await expect(staff.getByText("Alerta sonoro desativado")).toBeVisible();
    expect(await beepCount(staff)).toBe(0);
    await staff.getByRole("button", { name: "Ativar alerta sonoro" }).click();
    await expect(staff.getByRole("button", { name: "Desativar alerta sonoro" })).toBeVisible();
    await expect(staff.getByText("Alerta sonoro ativado: toca quando chega um pedido")).toBeVisible();
    await expect.poll(() => beepCount(staff)).toBeGreaterThan(0);

    // From here the page's clock shows one fixed time (its timers still run, and so does the
    // inbox): the 30 s repeat cannot come due, so only an arrival rings, although it just rang.
    const now = await staff.evaluate(() => Date.now());
    await staff.clock.setFixedTime(now);
    const beforeOrder = await beepCount(staff);
    const id = await placeOrder(oneOf("Cold Brew"));
    await expect(shopOrder(staff, id).getByLabel("Status")).toHaveValue("Pendente", { timeout: 20_000 });
    await expect.poll(() => beepCount(staff)).toBeGreaterThan(beforeOrder);

    // 30 s later, the orders still waiting: it rings again, from the timer the 30 s fire (read at
    // once, before anything else on the page could ring it).
    const afterArrival = await beepCount(staff);
    await staff.clock.setSystemTime(now);
    await staff.clock.fastForward(30_000);
    expect(await beepCount(staff)).toBeGreaterThan(afterArrival);

    // Off: the order still waits, and nothing rings however long it waits.
    await staff.getByRole("button", { name: "Desativar alerta sonoro" }).click();
    await expect(staff.getByRole("button", { name: "Ativar alerta sonoro" })).toBeVisible();
    const whenOff = await beepCount(staff);
    await staff.clock.fastForward(90_000);
    expect(await beepCount(staff)).toBe(whenOff);

    // On again, then a reload: the choice is remembered, and the browser wants a gesture first.
    await staff.getByRole("button", { name: "Ativar alerta sonoro" }).click();
    await expect(staff.getByRole("button", { name: "Desativar alerta sonoro" })).toBeVisible();
    await staff.reload();
    await expect(staff.getByText("o navegador só libera o som depois de um toque")).toBeVisible({
      timeout: 20_000,
    });
    await expect(staff.getByRole("button", { name: "Desativar alerta sonoro" })).toBeVisible();
    expect(await beepCount(staff)).toBe(0);
    // A tap anywhere: the sound is back, and rings at once for the order still waiting.
    await staff.getByRole("heading", { name: "Pedidos Recebidos" }).click();
    await expect(staff.getByText("Alerta sonoro ativado: toca quando chega um pedido")).toBeVisible();
    await expect.poll(() => beepCount(staff)).toBeGreaterThan(0);
  });

  test("Ativar notificações asks only when pressed; an order arriving with the tab hidden makes a notification", async ({
    placeOrder,
    openStaff,
  }) => {
    const staff = await openStaff(withStubs("granted"));
    await expect(staff.getByText("Notificações desativadas")).toBeVisible();
    expect((await alertLog(staff)).permissionRequests).toBe(0);

    await staff.getByRole("button", { name: "Ativar notificações" }).click();
    await expect(staff.getByRole("button", { name: "Desativar notificações" })).toBeVisible();
    await expect(staff.getByText("Notificações ativadas")).toBeVisible();
    expect((await alertLog(staff)).permissionRequests).toBe(1);

    // The tab in view: the page says it, the system does not.
    const seenId = await placeOrder(oneOf("Expresso Cremoso"));
    await expect(shopOrder(staff, seenId)).toBeVisible({ timeout: 20_000 });
    await expect(staff.getByRole("status").getByText("Novo pedido: R$ 13,50", { exact: true })).toBeVisible();
    const ofOrder = (number: string) => (log: AlertLog) =>
      log.notifications.filter((notification) => notification.body.startsWith(`Pedido nº ${number} `));
    expect(ofOrder(await shownNumber(shopOrder(staff, seenId)))(await alertLog(staff))).toEqual([]);

    // The tab in the background: a system notification.
    await staff.evaluate(() => (window as unknown as { __setHidden: (hidden: boolean) => void }).__setHidden(true));
    const hiddenId = await placeOrder(oneOf("Irlandês"));
    await expect(shopOrder(staff, hiddenId)).toBeVisible({ timeout: 20_000 });
    const hidden = await shownNumber(shopOrder(staff, hiddenId));
    await expect
      .poll(async () => ofOrder(hidden)(await alertLog(staff)), { timeout: 20_000 })
      .toEqual([
        { title: "Novo pedido: R$\u00a027,90", body: `Pedido nº ${hidden} — 1x Irlandês`, tag: expect.any(String) },
      ]);
  });

  test("a refused permission, or a browser without notifications, is said in pt-BR", async ({ openStaff }) => {
    const refused = await openStaff(withStubs("denied"));
    await refused.getByRole("button", { name: "Ativar notificações" }).click();
    await expect(refused.getByText("O navegador bloqueou as notificações desta loja.")).toBeVisible();
    await expect(refused.getByRole("button", { name: "Ativar notificações" })).toBeVisible();
    await refused.context().close();

    const without = await openStaff(withStubs("missing"));
    await expect(without.getByText("Este navegador não mostra notificações do sistema.")).toBeVisible();
    await expect(without.getByRole("button", { name: "Ativar notificações" })).toHaveCount(0);
  });
});
