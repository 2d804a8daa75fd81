import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for what the user would see; on a loaded two-core machine that can take more than the
// default second. What they check is unchanged.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
