import styled from 'styled-components';

/** A course's head on its pages (the learner's and the public one): category, title, description, effort, actions. */
export const CourseHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  p {
    margin: 0;
    max-width: 70ch;
  }
`;

/** The course's ways on: enrol, start, resume, sign up or sign in. */
export const CourseActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-top: ${({ theme }) => theme.spacing(1)};
`;
