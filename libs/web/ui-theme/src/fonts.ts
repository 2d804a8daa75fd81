// Bundled from npm so the app makes no request to a font service.
import '@fontsource/jost/400.css';
import '@fontsource/jost/500.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/400-italic.css';
