import { act, createContext, useContext, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContainers } from './testing';
import { HydrateWhenNear } from './hydrate-when-near';

let renders = 0;
const Counter = () => {
  renders += 1;
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{count}</button>;
};

const Page = () => {
  return (
    <main>
      <h1>Above the fold</h1>
      <HydrateWhenNear>
        <Counter />
      </HydrateWhenNear>
    </main>
  );
};

const container = createTestContainers(afterEach);

describe('HydrateWhenNear', () => {
  it('leaves the server’s HTML as it is while the page is taken over, then takes the part over in a task of its own', async () => {
    const root = container();
    root.innerHTML = renderToString(<Page />);
    const serverButton = root.querySelector('button')!;
    renders = 0;

    await act(async () => {
      hydrateRoot(root, <Page />);
    });
    // The page is React's; the part below is still the server's HTML, not rendered here yet.
    expect(renders).toBe(0);
    expect(root.querySelector('button')).toBe(serverButton);

    // The browser idles (here, without idle callbacks: a moment later): the part is taken over, the same element, now live.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(renders).toBeGreaterThan(0);
    expect(root.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton.click());
    expect(serverButton.textContent).toBe('1');
  });

  it('takes the part over at once, keeping the server’s HTML, when what it shows changes before the gate opened', async () => {
    const Label = createContext('server');
    const Labelled = () => <p>{useContext(Label)}</p>;
    let relabel = (_label: string) => undefined as void;
    const Labels = () => {
      const [label, setLabel] = useState('server');
      relabel = setLabel;
      return (
        <Label.Provider value={label}>
          <HydrateWhenNear>
            <Labelled />
          </HydrateWhenNear>
        </Label.Provider>
      );
    };
    const root = container();
    root.innerHTML = renderToString(<Labels />);
    const serverParagraph = root.querySelector('p')!;
    await act(async () => {
      hydrateRoot(root, <Labels />);
    });
    await act(async () => relabel('browser'));
    // Neither blank nor replaced: the same element, taken over and updated.
    expect(root.querySelector('p')).toBe(serverParagraph);
    expect(serverParagraph.textContent).toBe('browser');
  });

  it('renders at once on a page the browser renders itself (after the first page)', async () => {
    const root = container();
    renders = 0;
    await act(async () => {
      createRoot(root).render(<Page />);
    });
    expect(renders).toBeGreaterThan(0);
    expect(root.querySelector('button')?.textContent).toBe('0');
  });
});
