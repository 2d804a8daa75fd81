/**
 * The api runs its libraries' production builds unless told otherwise: `NODE_ENV` defaults to production. React
 * reads it when the server entry first loads it, and its development build renders a page 25–30 % slower. Imported
 * first by main, before any module reads it; tests and tools that want another value set it themselves.
 */
process.env.NODE_ENV ??= 'production';
