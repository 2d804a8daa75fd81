import styled from 'styled-components';

/** A section's outcome, focused when it appears (the ui kit's). */
export { useFormMessage as useMessage, type Message } from '@tiles/ui-kit';

export const Section = styled.section`
  margin-block: 24px 32px;
`;
