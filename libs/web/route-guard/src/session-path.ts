export type SessionPath = { course: number; module: number; session: number };

const positiveInteger = /^[1-9]\d{0,8}$/;

/** `{course}/{module}/{session}`: exactly three positive integers, or null. */
export const parseSessionPath = (splat: string | undefined): SessionPath | null => {
  const parts = (splat ?? '').split('/');
  if (parts.length !== 3 || !parts.every((part) => positiveInteger.test(part))) return null;
  const [course, module, session] = parts.map(Number) as [number, number, number];
  return { course, module, session };
};
