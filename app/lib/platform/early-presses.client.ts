import { remixGlobals } from "./remix-internals";

/** React 18 hydrates synchronously on these (react-dom's discreteReplayableEvents). */
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

// Until single fetch has made the router, the root suspends: a press would make React 18 throw "Root did not
// complete" (error 345). The browser alone handles presses till then (a link still loads). Call before hydrateRoot.
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
