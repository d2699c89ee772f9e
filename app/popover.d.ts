import "react";

// React 18's types predate the Popover API; React 18 passes these lowercase attributes to the DOM as they are.
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the type parameter must match React's own.
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual";
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the type parameter must match React's own.
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
  }
}
