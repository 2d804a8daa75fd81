/** A page draft's id is its locale and path: `it-IT/chi-siamo`. */
export const pageIdOf = (locale: string, path: string) => `${locale}${path}`;
export const pageOf = (entityId: string) => ({ locale: entityId.slice(0, 5), path: entityId.slice(5) });
