import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestContainers } from './testing';
import { loadablePart } from './loadable-part';

// act() flushes the effects that load the part.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Greeting = ({ name }: { name: string }) => <p>Ciao {name}</p>;

const container = createTestContainers(afterEach);

class Boundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

describe('loadablePart', () => {
  it('renders nothing until its code is here, then the part', async () => {
    let resolve!: (component: typeof Greeting) => void;
    const load = vi.fn(() => new Promise<typeof Greeting>((done) => (resolve = done)));
    const Part = loadablePart(load, 'Greeting');
    const root = container();
    await act(async () => createRoot(root).render(<Part name="Ada" />));
    expect(root.innerHTML).toBe('');
    await act(async () => resolve(Greeting));
    expect(root.textContent).toBe('Ciao Ada');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loaded ahead of the first render, takes the server’s HTML over as it is', async () => {
    const Part = loadablePart(async () => Greeting, 'Greeting');
    await Part.load();
    const root = container();
    root.innerHTML = renderToString(<Part name="Ada" />);
    const serverParagraph = root.querySelector('p');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(root, <Part name="Ada" />, { onRecoverableError: recoverable });
    });
    expect(root.querySelector('p')).toBe(serverParagraph);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hands a failed load to the error boundary, and tries again when asked next', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue(Greeting);
    const Part = loadablePart(load, 'Greeting');
    const root = container();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () =>
      createRoot(root).render(
        <Boundary>
          <Part name="Ada" />
        </Boundary>,
      ),
    );
    expect(root.textContent).toBe('Error: chunk gone');
    await expect(Part.load()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
