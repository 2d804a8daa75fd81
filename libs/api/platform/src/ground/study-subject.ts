/** The statistics' subject for time outside any course (course time is filed under the course's category). */
export const OTHER_SUBJECT = 'other';
