import { useEffect, useRef, useState } from 'react';
import { FormMessage } from './form-fields';

export type Message = { tone: 'error' | 'success'; text: string };

/** An outcome said beside the control that caused it, focused when it appears, so keyboard and screen-reader users hear it. */
export const useFormMessage = () => {
  const [message, setMessage] = useState<Message | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  const shown = message ? (
    <FormMessage $tone={message.tone} tabIndex={-1} ref={ref}>
      {message.text}
    </FormMessage>
  ) : null;
  return { say: setMessage, shown };
};
