import { remixGlobals } from "./remix-internals";

/**
 * The events React 18 answers on a page not hydrated yet by hydrating it at once, synchronously
 * (react-dom's discreteReplayableEvents).
 */
const PRESSES = [
  "mousedown",
  "mouseup",
  "touchcancel",
  "touchend",
  "touchstart",
  "auxclick",
  "dblclick",
  "pointercancel",
  "pointerdown",
  "pointerup",
  "dragend",
  "dragstart",
  "drop",
  "compositionend",
  "compositionstart",
  "keydown",
  "keypress",
  "keyup",
  "input",
  "textInput",
  "copy",
  "cut",
  "paste",
  "click",
  "change",
  "contextmenu",
  "reset",
  "submit",
] as const;

/**
 * With single fetch, Remix's root suspends, outside any Suspense boundary, until it has decoded the
 * page's data and made its router. A press meanwhile makes React hydrate synchronously: the root
 * cannot, and React 18 throws "Root did not complete" (#345) out of the event; the press reaches
 * no handler either way. So until the router exists, presses go to the browser alone, as before
 * the app ran (a link still loads its page). Call it just before hydrateRoot.
 */
export function leavePressesToTheBrowserUntilRouter(): void {
  const hold = (event: Event) => {
    if (!(remixGlobals.router in window)) {
      event.stopImmediatePropagation();
      return;
    }
    for (const type of PRESSES) window.removeEventListener(type, hold, true);
  };
  for (const type of PRESSES) window.addEventListener(type, hold, true);
}
