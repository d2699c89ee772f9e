// @vitest-environment happy-dom
import "@testing-library/jest-dom/vitest";

import { cleanup, render, screen } from "@testing-library/react";
import { Component, type ReactNode, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { lazyComponent } from "./lazy-component";

class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Algo deu errado</p> : this.props.children;
  }
}

function renderPage(children: ReactNode) {
  return render(
    <PageErrorBoundary>
      <p>A página</p>
      <Suspense fallback={null}>{children}</Suspense>
    </PageErrorBoundary>,
  );
}

const Greeting = ({ name }: { name: string }) => <p>Olá, {name}</p>;
const chunkLost = () => new TypeError("Failed to fetch dynamically imported module: http://x/assets/Part-1.js");

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("a part of the page loaded lazily", () => {
  it("shows once its chunk arrives", async () => {
    const Part = lazyComponent(() => Promise.resolve(Greeting));
    renderPage(<Part name="Ana" />);
    expect(await screen.findByText("Olá, Ana")).toBeInTheDocument();
  });

  it("whose chunk was lost with the connection leaves the page as it was, and says what it shows instead", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const Part = lazyComponent<{ name: string }>(() => Promise.reject(chunkLost()), {
      failed: <p>Esta parte não carregou.</p>,
    });
    renderPage(<Part name="Ana" />);
    expect(await screen.findByText("Esta parte não carregou.")).toBeInTheDocument();
    expect(screen.getByText("A página")).toBeInTheDocument();
    expect(screen.queryByText("Algo deu errado")).not.toBeInTheDocument();
  });
});
