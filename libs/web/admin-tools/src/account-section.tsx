import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { FormMessage } from '@tiles/ui-kit';

export type Message = { tone: 'error' | 'success'; text: string };

/** A section's outcome, focused when it appears so keyboard and screen-reader users hear it. */
export const useMessage = () => {
  const [message, setMessage] = useState<Message | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  // Each message said takes the focus once it is on the page (a frame after saying it was not always enough).
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  const say = (next: Message | null) => setMessage(next);
  const shown = message ? (
    <FormMessage $tone={message.tone} tabIndex={-1} ref={ref}>
      {message.text}
    </FormMessage>
  ) : null;
  return { say, shown };
};

export const Section = styled.section`
  margin-block: 24px 32px;
`;
