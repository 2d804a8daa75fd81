/** The device's time zone, for its row in the learner's devices list (none when the runtime cannot say). */
export const deviceTimeZone = () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone ? { tz: zone } : {};
};
