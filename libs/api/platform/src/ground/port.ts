/**
 * What a lower domain needs from a higher one, asked through a port so the dependency points one way: the hit
 * writer (tracking) files a course's time under the course's category, which the catalogue (lms) knows; the
 * catalogue depends on tracking, not the other way round. The lower domain declares the port with what holds
 * without the higher one (an app composed of tracking alone files all time under "other"); the higher domain
 * provides it as it sets itself up. Provided twice is a mistake of composition, refused at start.
 */
export type Port<Fn extends (...args: never[]) => unknown> = {
  /** Calls the provider, or the fallback while none is provided. */
  readonly call: Fn;
  readonly provide: (provider: Fn) => void;
};

export const port = <Fn extends (...args: never[]) => unknown>(name: string, fallback: Fn): Port<Fn> => {
  let current: Fn | undefined;
  return {
    call: ((...args: Parameters<Fn>) => (current ?? fallback)(...args)) as Fn,
    provide: (provider) => {
      if (current) throw new Error(`The port ${name} is already provided: two domains answer it.`);
      current = provider;
    },
  };
};
