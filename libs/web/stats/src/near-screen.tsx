import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen content starts to load, so it is there by the time it scrolls in. */
const AHEAD = '600px';

/**
 * Renders `children` once this place comes near the screen (and keeps them), `placeholder` until then: content
 * below the fold (the charts and their chunk) costs a phone nothing until the learner scrolls towards it.
 */
export const NearScreen = ({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) => {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return <div ref={ref}>{near ? children : placeholder}</div>;
};
