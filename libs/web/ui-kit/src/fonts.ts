// Bundled from npm so the app makes no request to a font service. Only the weights the theme uses (headings:
// Jost 500; body: Roboto 400 and 500, italic for stack traces), only the Latin subsets our locales need; every
// face is font-display: swap, and index.html preloads the two the first screen paints with.
import '@fontsource/jost/latin-500.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-400-italic.css';
