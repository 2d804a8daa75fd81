import styled from 'styled-components';

/** Admin mode's in-place editor on a learner's page: folded until opened, framed so it is never mistaken for content. */
export const EditorPanel = styled.details`
  margin-block: 16px 24px;
  padding: 12px 16px;
  border: 2px dashed ${({ theme }) => theme.colors.primaryDark};
  border-radius: ${({ theme }) => theme.radius};
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 32px;
  }
`;
