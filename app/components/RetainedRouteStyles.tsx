import { useMatches } from "@remix-run/react";
import { useEffect, useState } from "react";

function stylesheetsOf(routeIds: string[]): string[] {
  // The build renders index.html without a window: nothing is retained yet then.
  if (typeof window === "undefined") return [];
  const { routes } = window.__remixManifest;
  return routeIds.flatMap((id) => routes[id]?.css ?? []);
}

/**
 * Keeps every route stylesheet seen in this visit in the page. Remix removes a route's links
 * when the route leaves and adds new ones when it comes back; a new link applies only once
 * fetched (through the service worker, a few ms), so "back" restored the scroll position
 * against a page shorter than it was. These links stay put, so the styles never go away.
 * Class names are scoped: a stylesheet of a route not on screen changes nothing.
 */
export function RetainedRouteStyles() {
  const matches = useMatches();
  const currentKey = stylesheetsOf(matches.map((match) => match.id)).join(" ");
  const [seen, setSeen] = useState<string[]>([]);
  useEffect(() => {
    setSeen((before) => [...new Set([...before, ...currentKey.split(" ").filter(Boolean)])]);
  }, [currentKey]);
  return (
    <>
      {seen.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
    </>
  );
}
